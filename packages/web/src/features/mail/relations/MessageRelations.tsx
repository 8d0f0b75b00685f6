import { DeleteOutlined, LinkOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MAIL_RELATABLE_OBJECTS, type MailRelatableObject } from '@vela/core';
import { Button, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  MAIL_QUERY_KEY,
  type MailRelatedRecord,
  recordDetailPath,
  relateMessage,
  searchRelatable,
} from '../mail-api.js';

/** The relate lookup's object names, by the object's api name in any case. */
export const objectLabelKey = (objectApi: string) => {
  const api = objectApi.toLowerCase();
  return (MAIL_RELATABLE_OBJECTS as readonly string[]).includes(api)
    ? (`mail.object.${api as MailRelatableObject}` as const)
    : null;
};

/**
 * A message's related records (issue 23, `/relation` and MailDetail): each links to its record and says
 * how it was related; "Relate to a record" looks up contacts, leads, accounts, opportunities and cases
 * the caller may read; "Remove relation" takes one off. The server checks both ends.
 */
export function MessageRelations(props: {
  messageId: string;
  related: MailRelatedRecord[];
  /** The message's owner removes any relation; another reader only adds. */
  mayRemove: boolean;
  onChanged?: (related: MailRelatedRecord[]) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [objectApi, setObjectApi] = useState<'' | MailRelatableObject>('');
  const [picked, setPicked] = useState<string>();
  const [busy, setBusy] = useState(false);
  const words = typed.trim();
  const found = useQuery({
    queryKey: [MAIL_QUERY_KEY, 'relatable', objectApi, words],
    queryFn: () => searchRelatable(words, objectApi),
    enabled: words.length > 0,
    staleTime: 30_000,
  });
  const labelOf = (api: string) => {
    const key = objectLabelKey(api);
    return key ? t(key) : api;
  };
  const change = async (recordId: string, remove: boolean) => {
    setBusy(true);
    try {
      const related = await relateMessage(props.messageId, recordId, remove);
      setPicked(undefined);
      setTyped('');
      props.onChanged?.(related);
      await queryClient.invalidateQueries({ queryKey: [MAIL_QUERY_KEY] });
    } finally {
      setBusy(false);
    }
  };
  const already = new Set(props.related.map((record) => record.recordId));
  return (
    <section aria-labelledby={`vela-relations-${props.messageId}`} className="vela-mail-message__related">
      <Typography.Title level={5} id={`vela-relations-${props.messageId}`}>
        {t('mail.related')}
      </Typography.Title>
      {props.related.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('mail.relations.none')}</Typography.Paragraph>
      ) : (
        <ul className="vela-mail-relations">
          {props.related.map((record) => (
            <li key={record.recordId}>
              <Tag>{labelOf(record.objectApi)}</Tag>
              <Link to={recordDetailPath(record.recordId)}>{record.name || record.recordId}</Link>{' '}
              <span className="vela-mail-muted">
                {t(record.how === 'manual' ? 'mail.byHand' : 'mail.byAddress')}
              </span>
              {props.mayRemove && (
                <Button
                  type="text"
                  size="small"
                  disabled={busy}
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('mail.unrelate', { name: record.name || record.recordId })}
                  title={t('mail.relations.remove')}
                  onClick={() => void change(record.recordId, true)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <Space.Compact className="vela-mail-message__relate">
        <Select
          aria-label={t('mail.relations.objectFilter')}
          value={objectApi}
          onChange={(value) => {
            setObjectApi(value);
            setPicked(undefined);
          }}
          style={{ minWidth: 150 }}
          options={[
            { value: '', label: t('mail.relations.anyObject') },
            ...MAIL_RELATABLE_OBJECTS.map((api) => ({ value: api, label: t(`mail.object.${api}`) })),
          ]}
        />
        <Select
          showSearch
          aria-label={t('mail.relations.lookup')}
          placeholder={t('mail.relations.lookup')}
          style={{ minWidth: 360 }}
          value={picked}
          filterOption={false}
          searchValue={typed}
          onSearch={setTyped}
          onChange={setPicked}
          loading={found.isFetching}
          notFoundContent={words ? t('mail.relations.noMatch') : t('mail.relations.typeToFind')}
          options={(found.data ?? [])
            .filter((record) => !already.has(record.recordId))
            .map((record) => ({
              value: record.recordId,
              label: `${record.name || record.recordId} · ${labelOf(record.objectApi)}`,
            }))}
        />
        <Button
          icon={<LinkOutlined aria-hidden />}
          disabled={!picked || busy}
          onClick={() => picked && void change(picked, false)}
        >
          {t('mail.relations.relate')}
        </Button>
      </Space.Compact>
    </section>
  );
}
