import { ArrowLeftOutlined } from '@ant-design/icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BotCardMessage } from './BotCardMessage.js';
import { loadMessages, messagesKey } from './chat-api.js';
import { type ChatFeed, cardsToShow } from './chat-feed.js';
import { historyMessages } from './conversation-cache.js';

interface RecordUpdatesViewProps {
  /** The organisation's group id (its history is its bot cards); '' while not known: live cards only. */
  groupId: string;
  /** The cards that came over the socket since the page opened. */
  live: ChatFeed;
  onBack: () => void;
}

/**
 * The record updates (issue 24): the bot cards of saves kept in the organisation's group's history,
 * the newest page first and older pages on request, then those that came while the page was open.
 * The server leaves out the cards of records the reader may not read.
 */
export function RecordUpdatesView({ groupId, live, onBack }: RecordUpdatesViewProps) {
  const { t } = useTranslation();
  const history = useInfiniteQuery({
    queryKey: messagesKey(groupId),
    queryFn: ({ pageParam }) => loadMessages(groupId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.hasMore ? (page.nextBeforeSeq ?? page.messages[0]?.seq) : undefined),
    enabled: groupId !== '',
    staleTime: 30_000,
  });
  const cards = cardsToShow(historyMessages(history.data), live);
  return (
    <section className="vela-chat__feed" aria-label={t('chat.updates')}>
      <header className="vela-chat-talk__head">
        <Button
          type="text"
          icon={<ArrowLeftOutlined aria-hidden />}
          aria-label={t('chat.back')}
          onClick={onBack}
        />
        <Typography.Text strong>{t('chat.updates')}</Typography.Text>
      </header>
      {history.hasNextPage && (
        <Button
          type="link"
          size="small"
          loading={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {t('chat.loadOlder')}
        </Button>
      )}
      {history.isPending && groupId !== '' && <Spin />}
      {history.isError && <Alert type="error" showIcon title={t('chat.historyFailed')} />}
      {cards.length === 0 && !history.isPending ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.empty')} />
      ) : (
        cards.map((message) => <BotCardMessage key={message.key} message={message} />)
      )}
    </section>
  );
}
