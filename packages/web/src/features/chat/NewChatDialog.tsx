import { CHAT_GROUP_NAME_MAX_LENGTH, type ChatConversation } from '@vela/core';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/index.js';
import { createGroup, openDirect } from './chat-api.js';
import { PeopleSelect } from './PeopleSelect.js';

interface NewChatDialogProps {
  /** 'direct': a 1:1 chat with one person; 'group': a named group. */
  kind: 'direct' | 'group';
  onClose: () => void;
  onOpened: (conversation: ChatConversation) => void;
}

/** Starts a 1:1 chat, or makes a group with a name and its people. */
export function NewChatDialog({ kind, onClose, onOpened }: NewChatDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string; people: string[] }>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const submit = async (values: { name?: string; people: string[] }) => {
    setBusy(true);
    setProblem('');
    try {
      const person = values.people[0];
      const conversation =
        kind === 'direct' && person
          ? await openDirect(person)
          : await createGroup({ name: values.name ?? '', memberIds: values.people });
      onOpened(conversation);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={kind === 'direct' ? t('chat.newChat') : t('chat.newGroup')}
      okText={kind === 'direct' ? t('chat.start') : t('chat.create')}
      cancelText={t('chat.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ people: [] }}>
        {kind === 'group' && (
          <Form.Item
            name="name"
            label={t('chat.groupName')}
            rules={[{ required: true, whitespace: true, message: t('chat.groupNameNeeded') }]}
          >
            <Input maxLength={CHAT_GROUP_NAME_MAX_LENGTH} autoFocus />
          </Form.Item>
        )}
        <Form.Item
          name="people"
          label={kind === 'direct' ? t('chat.person') : t('chat.members')}
          rules={[{ required: true, type: 'array', min: 1, message: t('chat.peopleNeeded') }]}
        >
          <PeopleSelect multiple={kind === 'group'} />
        </Form.Item>
      </Form>
      {problem && <Alert type="error" showIcon title={problem} />}
    </Modal>
  );
}
