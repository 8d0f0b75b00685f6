import { MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MassTextDialog } from './MassTextDialog.js';

/** The list's "Send text" for the selected rows, on objects with a phone field (issue 23). */
export function MassTextButton({
  objectApi,
  recordIds,
  hasPhone,
}: {
  objectApi: string;
  recordIds: string[];
  hasPhone: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!hasPhone) return null;
  return (
    <>
      <Button icon={<MessageOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('sms.mass.open')}
      </Button>
      {open && <MassTextDialog objectApi={objectApi} recordIds={recordIds} onClose={() => setOpen(false)} />}
    </>
  );
}
