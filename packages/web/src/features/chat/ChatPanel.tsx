import { MessageOutlined } from '@ant-design/icons';
import { type ChatConversation, organisationChatGroupId } from '@vela/core';
import { Badge, Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobalStore } from '../../state/index.js';
import { ConversationList } from './ConversationList.js';
import { ConversationView } from './ConversationView.js';
import { GroupMembersDialog } from './GroupMembersDialog.js';
import { NewChatDialog } from './NewChatDialog.js';
import { RecordUpdatesView } from './RecordUpdatesView.js';
import { useConversations } from './useConversations.js';
import { useRecordUpdates } from './useRecordUpdates.js';
import './chat.css';

type Pane = { kind: 'list' } | { kind: 'updates' } | { kind: 'chat'; id: string };

/**
 * The chat panel (issue 24): a top-bar button counting the unread messages of
 * every chat and the record updates not seen, opening a drawer with the chat
 * list, a conversation, or the record updates (the bot cards of saves).
 */
export function ChatPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pane, setPane] = useState<Pane>({ kind: 'list' });
  const [starting, setStarting] = useState<'direct' | 'group'>();
  const [managing, setManaging] = useState(false);
  const openId = open && pane.kind === 'chat' ? pane.id : undefined;
  const chats = useConversations({
    openId,
    onGone: (id) =>
      setPane((current) => (current.kind === 'chat' && current.id === id ? { kind: 'list' } : current)),
  });
  const updates = useRecordUpdates(open && pane.kind === 'updates');
  const orgId = useGlobalStore((state) => state.userInfo?.orgId ?? '');
  const unread = chats.unread + updates.unseen;
  const current =
    pane.kind === 'chat' ? chats.conversations.find((entry) => entry.id === pane.id) : undefined;

  const select = (id: string) => {
    setPane({ kind: 'chat', id });
    chats.readNow(id);
  };
  const opened = (conversation: ChatConversation) => {
    chats.remember(conversation);
    setStarting(undefined);
    select(conversation.id);
  };

  return (
    <>
      <Badge count={unread} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          icon={<MessageOutlined aria-hidden />}
          aria-label={unread > 0 ? t('chat.openUnread', { count: unread }) : t('chat.open')}
          onClick={() => {
            setOpen(true);
            if (pane.kind === 'chat') chats.readNow(pane.id);
          }}
        />
      </Badge>
      <Drawer
        title={t('chat.title')}
        open={open}
        onClose={() => setOpen(false)}
        size={460}
        className="vela-chat"
      >
        {pane.kind === 'chat' && current ? (
          <ConversationView
            key={current.id}
            conversation={current}
            userId={chats.userId}
            onBack={() => setPane({ kind: 'list' })}
            onManage={() => setManaging(true)}
          />
        ) : pane.kind === 'updates' ? (
          <RecordUpdatesView
            groupId={orgId ? organisationChatGroupId(orgId) : ''}
            live={updates.feed}
            onBack={() => setPane({ kind: 'list' })}
          />
        ) : (
          <ConversationList
            conversations={chats.conversations}
            userId={chats.userId}
            loading={chats.loading}
            failed={chats.failed}
            updatesUnread={updates.unseen}
            onSelect={select}
            onUpdates={() => setPane({ kind: 'updates' })}
            onNewChat={() => setStarting('direct')}
            onNewGroup={() => setStarting('group')}
          />
        )}
      </Drawer>
      {starting && <NewChatDialog kind={starting} onClose={() => setStarting(undefined)} onOpened={opened} />}
      {managing && current && (
        <GroupMembersDialog
          conversation={current}
          userId={chats.userId}
          onClose={() => setManaging(false)}
          onChanged={(changed) => {
            if (changed) chats.remember(changed);
            else {
              setManaging(false);
              setPane({ kind: 'list' });
            }
          }}
        />
      )}
    </>
  );
}
