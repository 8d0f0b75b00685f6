import { MessageOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SendTextDialog } from './SendTextDialog.js';
import { SmsStatusTag } from './SmsStatusTag.js';
import { fetchTexts, isPending, SMS_QUERY_KEY } from './sms-api.js';
import './sms.css';

/** A record's texts on its activity timeline (issue 23), with the button that sends one. */
export function RecordTextMessages({ recordId }: { recordId: string }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const query = useQuery({
    queryKey: [SMS_QUERY_KEY, 'record', recordId],
    queryFn: () => fetchTexts({ recordId }),
    refetchInterval: (state) =>
      state.state.data?.messages.some((text) => isPending(text.status)) ? 2000 : false,
  });
  const texts = query.data?.messages ?? [];
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="vela-detail-sms-title" className="vela-detail-sms">
      <div className="vela-detail-sms__head">
        <h3 id="vela-detail-sms-title" className="vela-detail-activity__subtitle">
          {t('sms.title')}
        </h3>
        <Button size="small" icon={<MessageOutlined aria-hidden />} onClick={() => setOpen(true)}>
          {t('sms.send')}
        </Button>
      </div>
      {texts.length > 0 && (
        <ol className="vela-detail-timeline">
          {texts.map((text) => (
            <li key={text.id} className="vela-detail-timeline__item vela-detail-timeline__item--sms">
              <span className="vela-detail-timeline__icon" aria-hidden>
                <MessageOutlined />
              </span>
              <div className="vela-detail-timeline__body">
                <span className="vela-sms__body">{text.body}</span>
                <span className="vela-detail-timeline__meta">
                  {[
                    text.direction === 'inbound' ? t('sms.reply', { number: text.from }) : text.to,
                    text.senderName,
                    date.format(new Date(text.createdAt)),
                  ]
                    .filter(Boolean)
                    .join(' · ')}{' '}
                  <SmsStatusTag status={text.status} reason={text.failureReason} />
                </span>
              </div>
            </li>
          ))}
        </ol>
      )}
      {open && <SendTextDialog recordId={recordId} open={open} onClose={() => setOpen(false)} />}
    </section>
  );
}
