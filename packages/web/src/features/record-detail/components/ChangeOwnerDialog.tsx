import { useQuery } from '@tanstack/react-query';
import { Modal, Select } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchUsers } from '../record-detail-api.js';

interface ChangeOwnerDialogProps {
  open: boolean;
  busy: boolean;
  onConfirm: (owner: { id: string; name: string }) => void;
  onCancel: () => void;
}

/** Change owner: pick the person the record goes to. */
export function ChangeOwnerDialog({ open, busy, onConfirm, onCancel }: ChangeOwnerDialogProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [keyword, setKeyword] = useState('');
  const [owner, setOwner] = useState<{ id: string; name: string }>();
  const people = useQuery({
    queryKey: ['recordDetail', 'users', keyword],
    queryFn: () => searchUsers(keyword),
    enabled: open,
    staleTime: 30_000,
  });
  return (
    <Modal
      open={open}
      title={t('recordDetail.changeOwner')}
      okText={t('recordDetail.changeOwner')}
      okButtonProps={{ disabled: !owner, loading: busy }}
      onOk={() => owner && onConfirm(owner)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <div className="vela-detail-owner">
        <label htmlFor={fieldId}>{t('recordDetail.newOwner')}</label>
        <Select
          id={fieldId}
          aria-label={t('recordDetail.newOwner')}
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          value={owner?.id}
          loading={people.isFetching}
          options={(people.data ?? []).map((person) => ({ value: person.id, label: person.name }))}
          onChange={(id: string, option) => {
            const chosen = Array.isArray(option) ? option[0] : option;
            setOwner({ id, name: String(chosen?.label ?? id) });
          }}
          style={{ width: '100%' }}
        />
      </div>
    </Modal>
  );
}
