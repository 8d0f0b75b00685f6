import { RollbackOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { POOL_OBJECT_APIS } from '@vela/core';
import { Button, Input, Modal, message, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, fetchPools, returnToPool } from '../record-extras-api.js';
import '../record-extras.css';

interface ReturnToPoolButtonProps {
  recordId: string;
  recordName: string;
  objectApi: string;
  /** Called with the success message: the button leaves the page once the record is no longer the user's. */
  onReturned: (message: string) => void;
}

/** Return to pool, on the title box of a lead or account the user may give away: pick a pool, say why. */
export function ReturnToPoolButton({ recordId, recordName, objectApi, onReturned }: ReturnToPoolButtonProps) {
  const { t } = useTranslation();
  const [messages, holder] = message.useMessage();
  const [open, setOpen] = useState(false);
  const [poolId, setPoolId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [showError, setShowError] = useState(false);
  const [busy, setBusy] = useState(false);
  const enabled = POOL_OBJECT_APIS.includes(objectApi.toLowerCase());
  const pools = useQuery({
    queryKey: ['clientPools', objectApi],
    queryFn: () => fetchPools(objectApi),
    enabled,
  });
  if (!enabled || !pools.data || pools.data.length === 0) return null;
  const chosen = poolId ?? pools.data[0]?.id ?? '';
  const confirm = async () => {
    if (!reason.trim()) {
      setShowError(true);
      return;
    }
    setBusy(true);
    try {
      await returnToPool(objectApi, chosen, recordId, reason.trim());
      const pool = pools.data.find((entry) => entry.id === chosen);
      setOpen(false);
      setReason('');
      onReturned(t('recordExtras.returned', { name: recordName, pool: pool?.name ?? '' }));
    } catch (error) {
      messages.error(failureText(error, t('recordExtras.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {holder}
      <Button icon={<RollbackOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('recordExtras.returnToPool')}
      </Button>
      <Modal
        open={open}
        title={t('recordExtras.returnTitle', { name: recordName })}
        okText={t('recordExtras.returnToPool')}
        okButtonProps={{ loading: busy }}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <div className="vela-extras-field">
          <span>{t('recordExtras.poolPicker')}</span>
          <Select
            aria-label={t('recordExtras.poolPicker')}
            value={chosen}
            onChange={(value: string) => setPoolId(value)}
            options={pools.data.map((entry) => ({ value: entry.id, label: entry.name }))}
          />
        </div>
        <div className="vela-extras-field" style={{ marginTop: 12 }}>
          <span>{t('recordExtras.returnReason')}</span>
          <Input.TextArea
            aria-label={t('recordExtras.returnReason')}
            value={reason}
            maxLength={500}
            status={showError && !reason.trim() ? 'error' : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {showError && !reason.trim() && (
            <span role="alert" className="vela-extras-error">
              {t('recordExtras.returnReasonRequired')}
            </span>
          )}
        </div>
      </Modal>
    </>
  );
}
