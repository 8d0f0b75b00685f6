import { TeamOutlined, UserAddOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import type { ChatConversation } from '@vela/core';
import { Alert, Badge, Button, Empty, Skeleton, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { chatEventText } from './chat-event-text.js';
import { othersOnline } from './conversation-cache.js';
import { PresenceDot } from './PresenceDot.js';

interface ConversationListProps {
  conversations: readonly ChatConversation[];
  /** The reader: a 1:1 chat shows whether the other person is online. */
  userId: string;
  loading: boolean;
  failed: boolean;
  /** Record updates (the bot cards of saves) not seen yet. */
  updatesUnread: number;
  onSelect: (id: string) => void;
  onUpdates: () => void;
  onNewChat: () => void;
  onNewGroup: () => void;
}

/** The chat list: newest activity first, each chat's unread count, what was said last and when. */
export function ConversationList(props: ConversationListProps) {
  const { t } = useTranslation();
  const lastOf = (entry: ChatConversation) =>
    entry.lastEvent ? chatEventText(t, entry.lastEvent) : entry.lastWord;
  return (
    <div className="vela-chat-list">
      <Space className="vela-chat-list__actions">
        <Button icon={<UserAddOutlined aria-hidden />} onClick={props.onNewChat}>
          {t('chat.newChat')}
        </Button>
        <Button icon={<UsergroupAddOutlined aria-hidden />} onClick={props.onNewGroup}>
          {t('chat.newGroup')}
        </Button>
      </Space>
      <ul className="vela-chat-list__entries" aria-label={t('chat.chats')}>
        <li>
          <button
            type="button"
            className="vela-chat-entry"
            aria-label={
              props.updatesUnread > 0
                ? t('chat.entryUnread', { name: t('chat.updates'), count: props.updatesUnread })
                : t('chat.updates')
            }
            onClick={props.onUpdates}
          >
            <span className="vela-chat-entry__name">{t('chat.updates')}</span>
            <Badge count={props.updatesUnread} size="small" />
            <Typography.Text type="secondary" className="vela-chat-entry__last">
              {t('chat.updatesHint')}
            </Typography.Text>
          </button>
        </li>
        {props.conversations.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className="vela-chat-entry"
              aria-label={
                entry.unread > 0
                  ? t('chat.entryUnread', { name: entry.name, count: entry.unread })
                  : entry.name
              }
              onClick={() => props.onSelect(entry.id)}
            >
              <span className="vela-chat-entry__name">
                <img src={entry.imgUrl} alt="" width={24} height={24} className="vela-chat-entry__picture" />{' '}
                {entry.isGroup ? (
                  <TeamOutlined aria-hidden />
                ) : (
                  <PresenceDot online={othersOnline(entry, props.userId).length > 0} />
                )}{' '}
                {entry.name}
              </span>
              <span className="vela-chat-entry__side">
                <Typography.Text type="secondary" className="vela-chat-entry__time">
                  {dayjs(entry.lastAt).isSame(dayjs(), 'day')
                    ? dayjs(entry.lastAt).format('LT')
                    : dayjs(entry.lastAt).format('L')}
                </Typography.Text>
                <Badge count={entry.unread} size="small" />
              </span>
              <Typography.Text type="secondary" ellipsis className="vela-chat-entry__last">
                {lastOf(entry)}
              </Typography.Text>
            </button>
          </li>
        ))}
      </ul>
      {props.loading && <Skeleton active />}
      {props.failed && <Alert type="error" showIcon title={t('chat.listFailed')} />}
      {!props.loading && !props.failed && props.conversations.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.noChats')} />
      )}
    </div>
  );
}
