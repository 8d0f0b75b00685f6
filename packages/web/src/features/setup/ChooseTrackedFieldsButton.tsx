import { HistoryOutlined } from '@ant-design/icons';
import { mayAdministerAccess } from '@vela/core';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobalStore } from '../../state/index.js';

// The dialog's code loads on the first click: the record page itself does not carry setup.
const TrackedFieldsDialog = lazy(() => import('./TrackedFieldsDialog.js'));

/** On a record's History tab, for administrators: opens the choice of the object's tracked fields. */
export function ChooseTrackedFieldsButton({ objId, onSaved }: { objId: string; onSaved: () => void }) {
  const { t } = useTranslation();
  const isAdmin = useGlobalStore((state) => mayAdministerAccess(state.userInfo?.profileId ?? ''));
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!isAdmin) return null;
  return (
    <>
      <Button
        icon={<HistoryOutlined />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('setup.tracking.choose')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <TrackedFieldsDialog objId={objId} open={open} onClose={() => setOpen(false)} onSaved={onSaved} />
        </Suspense>
      )}
    </>
  );
}
