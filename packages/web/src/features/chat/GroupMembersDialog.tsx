import { CHAT_GROUP_NAME_MAX_LENGTH, type ChatConversation } from '@vela/core';
import { Alert, Button, Input, List, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/index.js';
import { addMembers, removeMember, renameGroup } from './chat-api.js';
import { PeopleSelect } from './PeopleSelect.js';
import { PresenceDot } from './PresenceDot.js';

interface GroupMembersDialogProps {
  conversation: ChatConversation;
  userId: string;
  onClose: () => void;
  onChanged: (conversation: ChatConversation | null) => void;
}

/**
 * A group's name and people (each other member with whether they are online):
 * rename it, add people, remove someone (its maker may) or leave. The server
 * writes each change into the group's history.
 */
export function GroupMembersDialog({ conversation, userId, onClose, onChanged }: GroupMembersDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(conversation.name);
  const [adding, setAdding] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const act = async (work: () => Promise<ChatConversation | null>) => {
    setBusy(true);
    setProblem('');
    try {
      onChanged(await work());
    } catch (error) {
      setProblem(isApiError(error) ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const id = conversation.id;
  const mayRemoveOthers = conversation.createdBy === userId;
  return (
    <Modal open title={t('chat.manageGroup')} onCancel={onClose} footer={null} destroyOnHidden>
      <Space.Compact block>
        <Input
          aria-label={t('chat.groupName')}
          value={name}
          maxLength={CHAT_GROUP_NAME_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
        />
        <Button
          disabled={busy || !name.trim() || name.trim() === conversation.name}
          onClick={() => act(() => renameGroup({ conversationId: id, name }))}
        >
          {t('chat.rename')}
        </Button>
      </Space.Compact>
      <Typography.Title level={5} className="vela-chat-members__title">
        {t('chat.members')}
      </Typography.Title>
      <List
        size="small"
        dataSource={conversation.members}
        renderItem={(member) => (
          <List.Item
            actions={
              member.id === userId
                ? [
                    <Button
                      key="leave"
                      size="small"
                      danger
                      disabled={busy}
                      onClick={() =>
                        act(async () => {
                          await removeMember({ conversationId: id, userId });
                          return null;
                        })
                      }
                    >
                      {t('chat.leave')}
                    </Button>,
                  ]
                : mayRemoveOthers
                  ? [
                      <Button
                        key="remove"
                        size="small"
                        disabled={busy}
                        aria-label={t('chat.remove', { name: member.name })}
                        onClick={() =>
                          act(async () => {
                            await removeMember({ conversationId: id, userId: member.id });
                            return {
                              ...conversation,
                              members: conversation.members.filter((each) => each.id !== member.id),
                            };
                          })
                        }
                      >
                        {t('chat.removeShort')}
                      </Button>,
                    ]
                  : []
            }
          >
            {member.id === userId ? (
              t('chat.you', { name: member.name })
            ) : (
              // Each other member's presence (issue 24), kept current by the socket like the chat list's.
              <span>
                <PresenceDot online={member.online === true} /> {member.name}
              </span>
            )}
          </List.Item>
        )}
      />
      <Space.Compact block className="vela-chat-members__add">
        <PeopleSelect
          multiple
          aria-label={t('chat.addPeople')}
          value={adding}
          onChange={setAdding}
          exclude={conversation.members.map((member) => member.id)}
        />
        <Button
          type="primary"
          disabled={busy || adding.length === 0}
          onClick={() =>
            act(async () => {
              const updated = await addMembers({ conversationId: id, userIds: adding });
              setAdding([]);
              return updated;
            })
          }
        >
          {t('chat.add')}
        </Button>
      </Space.Compact>
      {problem && <Alert type="error" showIcon title={problem} />}
    </Modal>
  );
}
