import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Space } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/index.js';
import { deleteTag, type ListedTag, renameTag, TAGS_QUERY_KEY } from './tags-api.js';

interface TagActionsProps {
  tag: ListedTag;
  /** After a delete: the page leaves the tag that no longer exists. */
  onDeleted: () => void;
  /** The page's own: they outlive these buttons, which go with the deleted tag. */
  feedback: { modal: ModalApi; message: MessageInstance };
}

/**
 * Rename and Delete of the tag shown on the tag page, for its maker and
 * administrators (the server refuses others too). A rename the server refuses
 * (a name in use, too long) keeps the dialog open with the reason under the field.
 */
export function TagActions({ tag, onDeleted, feedback }: TagActionsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { modal, message: messages } = feedback;
  const [renaming, setRenaming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [form] = Form.useForm<{ name: string }>();
  if (!tag.canManage) return null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: [TAGS_QUERY_KEY] });
  const submitRename = async ({ name }: { name: string }) => {
    setBusy(true);
    setProblem('');
    try {
      const renamed = await renameTag(tag.id, name);
      setRenaming(false);
      void messages.success(t('tags.renamed', { name: renamed.name }));
      await refresh();
    } catch (error) {
      setProblem(
        isApiError(error) && error.response?.returnInfo ? error.response.returnInfo : t('tags.renameFailed'),
      );
    } finally {
      setBusy(false);
    }
  };
  const confirmDelete = () =>
    void modal.confirm({
      title: t('tags.deleteTitle', { name: tag.name }),
      content: t('tags.deleteConfirm'),
      okText: t('tags.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await deleteTag(tag.id);
        void messages.success(t('tags.deleted', { name: tag.name }));
        onDeleted();
        await refresh();
      },
    });

  return (
    <Space>
      <Button
        icon={<EditOutlined aria-hidden />}
        onClick={() => {
          setProblem('');
          setRenaming(true);
        }}
      >
        {t('tags.rename')}
      </Button>
      <Button danger icon={<DeleteOutlined aria-hidden />} onClick={confirmDelete}>
        {t('tags.delete')}
      </Button>
      <Modal
        open={renaming}
        title={t('tags.renameTitle', { name: tag.name })}
        okText={t('tags.rename')}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        onOk={() => form.submit()}
        onCancel={() => setRenaming(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ name: tag.name }}
          onFinish={(values) => void submitRename(values)}
        >
          <Form.Item
            name="name"
            label={t('tags.name')}
            rules={[{ required: true, whitespace: true, message: t('tags.nameRequired') }]}
            validateStatus={problem ? 'error' : undefined}
            help={problem || undefined}
          >
            <Input maxLength={40} autoFocus onChange={() => setProblem('')} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
