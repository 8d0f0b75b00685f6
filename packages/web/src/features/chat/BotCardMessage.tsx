import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatMessage } from './chat-feed.js';

/** A save's bot card in the feed: the record (a link to it), what was done, up to five fields, who and when. */
export function BotCardMessage({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const { card } = message;
  return (
    <article className="vela-chat-card" aria-label={card.title}>
      <header className="vela-chat-card__head">
        <Link
          className="vela-chat-card__title"
          to={`/commonObjects/detail/${encodeURIComponent(card.recordId)}/DETAIL`}
        >
          {card.title}
        </Link>
        <Tag color={card.type === 'NEW' ? 'green' : 'blue'}>
          {card.type === 'NEW' ? t('chat.created') : t('chat.changed')}
        </Tag>
      </header>
      {card.body.length > 0 && (
        <dl className="vela-chat-card__fields">
          {card.body.map((field, index) => (
            // Two fields may share a label; their place in the card tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the card's fields never reorder
            <div key={index} className="vela-chat-card__field">
              <dt>{field.label}</dt>
              <dd>{field.flag === undefined ? field.value : field.flag ? t('chat.yes') : t('chat.no')}</dd>
            </div>
          ))}
        </dl>
      )}
      <Typography.Text type="secondary" className="vela-chat-card__foot">
        {t('chat.byAt', {
          name: card.changer || t('chat.someone'),
          time: dayjs(message.sentAt).format('LT'),
        })}
      </Typography.Text>
    </article>
  );
}
