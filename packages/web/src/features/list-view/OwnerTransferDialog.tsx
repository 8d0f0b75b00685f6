import { Modal } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OwnerPicker } from './OwnerPicker.js';

interface OwnerTransferDialogProps {
  open: boolean;
  count: number;
  busy: boolean;
  onConfirm: (ownerId: string, ownerName: string) => void;
  onCancel: () => void;
}

/** Mass owner transfer: choose the person the selected records go to. */
export function OwnerTransferDialog({ open, count, busy, onConfirm, onCancel }: OwnerTransferDialogProps) {
  const { t } = useTranslation();
  const ownerId = useId();
  const [owner, setOwner] = useState<{ id: string; name: string } | undefined>(undefined);
  return (
    <Modal
      open={open}
      title={t('listView.changeOwner')}
      okText={t('listView.changeOwner')}
      okButtonProps={{ disabled: !owner, loading: busy }}
      onOk={() => owner && onConfirm(owner.id, owner.name)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p>{t('listView.selected', { count })}</p>
      <div className="vela-list__field">
        <label htmlFor={ownerId}>{t('listView.newOwner')}</label>
        <OwnerPicker
          id={ownerId}
          ariaLabel={t('listView.newOwner')}
          value={owner?.id}
          onChange={(id, name) => setOwner(id ? { id, name } : undefined)}
        />
      </div>
    </Modal>
  );
}
