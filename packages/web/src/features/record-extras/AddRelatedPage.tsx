import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Input, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { recordPath } from '../record-detail/index.js';
import { failureText, linkToParent, searchRecords } from './record-extras-api.js';
import './record-extras.css';

/**
 * add-relevant-obj/{prefix}/{objectApi}/{relevantObjectLevel}?recordId=&parentName=&label=:
 * add an existing record to a related list. relevantObjectLevel names the
 * related object's lookup field that points at the parent; adding saves that
 * field through the ordinary save, so its rules and access apply.
 */
export default function AddRelatedPage() {
  const { t } = useTranslation();
  const { prefix = '', objectApi = '', relevantObjectLevel = '' } = useParams();
  const [params] = useSearchParams();
  const parentId = params.get('recordId') ?? '';
  const parentName = params.get('parentName') ?? parentId;
  const objectLabel = params.get('label') ?? objectApi;
  const [keyword, setKeyword] = useState('');
  const [added, setAdded] = useState<string[]>([]);
  const [messages, messageHolder] = message.useMessage();
  const results = useQuery({
    queryKey: ['addRelated', prefix, keyword],
    queryFn: () => searchRecords(prefix, keyword),
    enabled: parentId !== '',
  });
  if (!parentId) return <Alert type="info" showIcon title={t('recordExtras.addMissing')} />;
  const add = async (id: string, name: string) => {
    try {
      const result = await linkToParent(objectApi, id, relevantObjectLevel, parentId);
      if (!result?.isSaveSuccess) {
        messages.error(result?.errormessage || t('recordExtras.failed'));
        return;
      }
      setAdded((previous) => [...previous, id]);
      messages.success(t('recordExtras.added', { name }));
    } catch (error) {
      messages.error(failureText(error, t('recordExtras.failed')));
    }
  };
  const rows = results.data ?? [];
  return (
    <Card
      title={
        <h1 className="vela-extras-heading">
          {t('recordExtras.addTitle', { object: objectLabel, parent: parentName })}
        </h1>
      }
      extra={<Link to={recordPath(parentId)}>{t('recordExtras.backToRecord')}</Link>}
    >
      {messageHolder}
      <Input.Search
        aria-label={t('recordExtras.addSearch', { object: objectLabel })}
        placeholder={t('recordExtras.addSearch', { object: objectLabel })}
        allowClear
        onSearch={setKeyword}
        style={{ maxWidth: 360 }}
      />
      {!results.isLoading && rows.length === 0 ? (
        <Empty description={t('recordExtras.noMatches')} />
      ) : (
        <ul className="vela-add-related__results" aria-label={objectLabel}>
          {rows.map((row) => (
            <li key={row.id}>
              <Link to={recordPath(row.id)}>{row.queryname}</Link>
              <Button
                size="small"
                disabled={added.includes(row.id)}
                aria-label={`${t('recordExtras.addButton')} ${row.queryname}`}
                onClick={() => void add(row.id, row.queryname)}
              >
                {t('recordExtras.addButton')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
