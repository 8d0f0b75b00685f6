import { MessageOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Drawer, Empty, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BotCardMessage } from './BotCardMessage.js';
import { useChat } from './useChat.js';
import './chat.css';

/**
 * The chat panel (the seed of the chat module): a top-bar button with the
 * count of messages not yet seen, opening a drawer with the caller's groups
 * and each group's feed — for now the bot cards of saves, arriving live.
 */
export function ChatPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const chat = useChat(open);
  const [activeGroup, setActiveGroup] = useState<string>();
  const current = activeGroup ?? chat.groups[0]?.id;

  return (
    <>
      <Badge count={chat.unread} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          icon={<MessageOutlined aria-hidden />}
          aria-label={chat.unread > 0 ? t('chat.openUnread', { count: chat.unread }) : t('chat.open')}
          onClick={() => setOpen(true)}
        />
      </Badge>
      <Drawer
        title={t('chat.title')}
        open={open}
        onClose={() => setOpen(false)}
        size={420}
        className="vela-chat"
      >
        {chat.groupsLoading ? (
          <Skeleton active />
        ) : chat.groupsFailed ? (
          <Alert type="error" showIcon title={t('chat.groupsFailed')} />
        ) : (
          <Tabs
            activeKey={current}
            onChange={setActiveGroup}
            items={chat.groups.map((group) => {
              const feed = chat.feedOf(group.id);
              return {
                key: group.id,
                label: group.name,
                children: (
                  <section className="vela-chat__feed" aria-label={t('chat.feedOf', { group: group.name })}>
                    {feed.length === 0 ? (
                      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.empty')} />
                    ) : (
                      feed.map((message) => <BotCardMessage key={message.key} message={message} />)
                    )}
                  </section>
                ),
              };
            })}
          />
        )}
      </Drawer>
    </>
  );
}
