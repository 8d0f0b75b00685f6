import { MailOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchRecordMail, MAIL_QUERY_KEY } from './mail-api.js';

/** The e-mails related to a record, on its activity timeline (issue 23): nothing when there are none. */
export function RecordMailTimeline({ recordId }: { recordId: string }) {
  const { t, i18n } = useTranslation();
  const query = useQuery({
    queryKey: [MAIL_QUERY_KEY, 'record', recordId],
    queryFn: () => fetchRecordMail(recordId),
  });
  const messages = query.data ?? [];
  if (messages.length === 0) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="vela-detail-mail-title" className="vela-detail-mail">
      <h3 id="vela-detail-mail-title" className="vela-detail-activity__subtitle">
        {t('mail.timeline')}
      </h3>
      <ol className="vela-detail-timeline">
        {messages.map((message) => (
          <li key={message.id} className="vela-detail-timeline__item vela-detail-timeline__item--mail">
            <span className="vela-detail-timeline__icon" aria-hidden>
              <MailOutlined />
            </span>
            <div className="vela-detail-timeline__body">
              <Link to={`/MailDetail?id=${encodeURIComponent(message.id)}`}>
                {message.subject || t('mail.noSubject')}
              </Link>
              <span className="vela-detail-timeline__meta">
                {[message.from.name || message.from.address, date.format(new Date(message.date))].join(' · ')}
              </span>
              {message.snippet && <span className="vela-detail-timeline__meta">{message.snippet}</span>}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
