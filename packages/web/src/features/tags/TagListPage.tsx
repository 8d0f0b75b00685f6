import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Menu, Modal, message, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ObjectIcon } from '../record-detail/index.js';
import { TagActions } from './TagActions.js';
import { fetchTaggedRecords, fetchTags, TAGS_QUERY_KEY } from './tags-api.js';
import './tags.css';

const detailPath = (id: string) => `/commonObjects/detail/${encodeURIComponent(id)}/DETAIL`;

/** commonObjects/tagList: the organisation's tags, and the records of the one picked. */
export default function TagListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tagId = params.get('tagId') ?? '';
  const [modal, modalHolder] = Modal.useModal();
  const [messages, messageHolder] = message.useMessage();
  const tags = useQuery({ queryKey: [TAGS_QUERY_KEY, 'all'], queryFn: fetchTags });
  const tagged = useQuery({
    queryKey: [TAGS_QUERY_KEY, 'records', tagId],
    queryFn: () => fetchTaggedRecords(tagId),
    enabled: tagId !== '',
    retry: false,
  });

  const list = tags.data ?? [];
  const picked = list.find((tag) => tag.id === tagId);
  let body = null;
  if (tagId === '') body = <Empty description={t('tags.pick')} />;
  else if (tagged.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('common.loadFailed')}
        action={<Button onClick={() => void tagged.refetch()}>{t('common.retry')}</Button>}
      />
    );
  else if (!tagged.data) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (tagged.data.groups.length === 0) body = <Empty description={t('tags.noRecords')} />;
  else
    body = (
      <div className="vela-tags__groups">
        {tagged.data.groups.map((group) => (
          <section key={group.objId} aria-labelledby={`vela-tag-group-${group.objId}`}>
            <Typography.Title
              level={5}
              id={`vela-tag-group-${group.objId}`}
              className="vela-tags__group-title"
            >
              <ObjectIcon objectApi={group.objectApi} size="small" /> {group.pluralLabel} (
              {group.records.length})
            </Typography.Title>
            <ul className="vela-tags__records">
              {group.records.map((record) => (
                <li key={record.id}>
                  <Link to={detailPath(record.id)}>{record.name || record.id}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    );

  return (
    <div className="vela-tags">
      {modalHolder}
      {messageHolder}
      <Card className="vela-tags__side" title={t('tags.allTags')}>
        {tags.isLoading ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : list.length === 0 ? (
          <Empty description={t('tags.emptyOrg')} />
        ) : (
          <Menu
            aria-label={t('tags.allTags')}
            selectedKeys={tagId ? [tagId] : []}
            items={list.map((tag) => ({ key: tag.id, label: tag.name }))}
            onClick={({ key }) => setParams({ tagId: key })}
          />
        )}
      </Card>
      <Card
        className="vela-tags__main"
        title={picked ? t('tags.recordsOf', { name: picked.name }) : t('tags.title')}
        extra={
          picked && (
            <TagActions
              tag={picked}
              onDeleted={() => setParams({})}
              feedback={{ modal, message: messages }}
            />
          )
        }
      >
        {body}
      </Card>
    </div>
  );
}
