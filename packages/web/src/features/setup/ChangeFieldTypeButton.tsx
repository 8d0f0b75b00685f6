import { useQueryClient } from '@tanstack/react-query';
import { fieldTypeChangesFrom, type SetupField } from '@vela/core';
import { Alert, Button, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeFieldType, reasonOf, SETUP_QUERY_KEY } from './setup-api.js';

/** Changes a custom field's type to one its data converts to; the server counts values that would not. */
export function ChangeFieldTypeButton({ field }: { field: SetupField }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const targets = fieldTypeChangesFrom(field.type);
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<string>();
  const [error, setError] = useState<string>();
  const [changing, setChanging] = useState(false);
  if (!field.deletable || targets.length === 0) return null;
  const change = async () => {
    if (!type) return;
    setChanging(true);
    setError(undefined);
    try {
      await changeFieldType({ fieldId: field.id, type });
      await queryClient.invalidateQueries({ queryKey: [SETUP_QUERY_KEY] });
      setOpen(false);
    } catch (failure) {
      setError(reasonOf(failure));
    } finally {
      setChanging(false);
    }
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('setup.field.changeType')}
      </Button>
      <Modal
        open={open}
        title={t('setup.field.changeTypeTitle', { label: field.label })}
        okText={t('setup.field.changeType')}
        cancelText={t('setup.cancel')}
        okButtonProps={{ disabled: !type, loading: changing }}
        onOk={() => void change()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {t('setup.field.changeTypeFrom', { type: t(`setup.type.${field.type}`, field.type) })}
        </Typography.Paragraph>
        <Select
          style={{ width: '100%' }}
          aria-label={t('setup.field.newType')}
          placeholder={t('setup.field.newType')}
          value={type}
          onChange={setType}
          options={targets.map((code) => ({ value: code, label: t(`setup.type.${code}`, code) }))}
        />
        {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} />}
      </Modal>
    </>
  );
}
