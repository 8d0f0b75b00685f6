import { Button, Card, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordDetailPath } from '../field-widgets/index.js';
import { openRecordForm } from '../record-form/index.js';
import type { AiMessage } from './ai-agents-api.js';

/** What an answer brings beside its text: the records it names, a drafted e-mail, a form to prefill. */
export function AnswerExtras({ message }: { message: AiMessage }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const { links, draft, prefill } = message;
  return (
    <>
      {links.length > 0 && (
        <List
          size="small"
          className="ai-message-links"
          header={t('aiAgents.records')}
          dataSource={links}
          renderItem={(link) => (
            <List.Item>
              <Link to={recordDetailPath(link.id)}>{link.name}</Link>
              {link.objectLabel !== '' && (
                <Typography.Text type="secondary"> · {link.objectLabel}</Typography.Text>
              )}
            </List.Item>
          )}
        />
      )}
      {draft && (
        <Card size="small" title={t('aiAgents.draft')} className="ai-message-draft">
          <p>
            <Typography.Text type="secondary">{t('aiAgents.draftTo')}: </Typography.Text>
            {draft.to}
          </p>
          <p>
            <Typography.Text type="secondary">{t('aiAgents.draftSubject')}: </Typography.Text>
            {draft.subject}
          </p>
          <pre className="ai-message-text">{draft.body}</pre>
          <Button
            size="small"
            onClick={() => {
              void navigator.clipboard
                ?.writeText(`${draft.subject}\n\n${draft.body}`)
                .then(() => setCopied(true));
            }}
          >
            {copied ? t('aiAgents.copied') : t('aiAgents.copy')}
          </Button>
        </Card>
      )}
      {prefill && (
        <Space direction="vertical" size={2} className="ai-message-prefill">
          <Button
            onClick={() =>
              openRecordForm({ objectApi: prefill.objectApi, mode: 'NEW', defaultValues: prefill.values })
            }
          >
            {t('aiAgents.prefill', { object: prefill.objectApi })}
          </Button>
          <Typography.Text type="secondary">{t('aiAgents.prefillHint')}</Typography.Text>
        </Space>
      )}
    </>
  );
}
