import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MessageView } from './MessageView.js';
import './mail.css';

/** MailDetail: a message on its own page (?id=…), as a record's timeline opens it. */
export default function MailDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <div className="vela-mail vela-mail--single">
      {id ? <MessageView id={id} /> : <Empty description={t('mail.pick')} />}
    </div>
  );
}
