import { useQueryClient } from '@tanstack/react-query';
import { confirmsObjectDelete, type SetupObject } from '@vela/core';
import { Alert, Button, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OBJECT_MANAGER_PATH } from './settings-catalogue.js';
import { deleteObject, reasonOf, SETUP_QUERY_KEY } from './setup-api.js';

/** Deletes a custom object after its API name is typed; the server's refusal names what uses it. */
export function DeleteObjectButton({ object }: { object: SetupObject }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    setDeleting(true);
    setError(undefined);
    try {
      await deleteObject({ objId: object.id, confirmName: typed });
      await queryClient.invalidateQueries({ queryKey: [SETUP_QUERY_KEY] });
      void navigate(OBJECT_MANAGER_PATH);
    } catch (failure) {
      setError(reasonOf(failure));
    } finally {
      setDeleting(false);
    }
  };
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        {t('setup.object.delete')}
      </Button>
      <Modal
        open={open}
        title={t('setup.object.deleteTitle', { label: object.label })}
        okText={t('setup.delete')}
        cancelText={t('setup.cancel')}
        okButtonProps={{
          danger: true,
          disabled: !confirmsObjectDelete(typed, object.api),
          loading: deleting,
        }}
        onOk={() => void remove()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('setup.object.deleteBody')}</Typography.Paragraph>
        <Typography.Paragraph>
          {t('setup.object.deleteType')} <code>{object.api}</code>
        </Typography.Paragraph>
        <Input
          autoFocus
          aria-label={t('setup.object.deleteType')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} />}
      </Modal>
    </>
  );
}
