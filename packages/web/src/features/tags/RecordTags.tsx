import { CloseOutlined, TagOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AutoComplete, Button, message, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  addRecordTag,
  fetchRecordTags,
  fetchTags,
  removeRecordTag,
  TAGS_QUERY_KEY,
  type TagInfo,
  tagListPath,
} from './tags-api.js';
import './tags.css';

/** A record's tags on its detail page: each opens the tag's records; add one by name, take one off. */
export function RecordTags({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [messages, messageHolder] = message.useMessage();
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const tags = useQuery({
    queryKey: [TAGS_QUERY_KEY, 'record', recordId],
    queryFn: () => fetchRecordTags(recordId),
    retry: false,
  });
  const known = useQuery({ queryKey: [TAGS_QUERY_KEY, 'all'], queryFn: fetchTags, enabled: adding });

  const settle = (next: TagInfo[]) => {
    queryClient.setQueryData([TAGS_QUERY_KEY, 'record', recordId], next);
    void queryClient.invalidateQueries({ queryKey: [TAGS_QUERY_KEY, 'all'] });
  };
  const add = async (name: string) => {
    if (name.trim() === '' || busy) return;
    setBusy(true);
    try {
      settle(await addRecordTag(recordId, name));
      setDraft('');
      setAdding(false);
    } catch {
      void messages.error(t('tags.addFailed'));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (tag: TagInfo) => {
    try {
      settle(await removeRecordTag(recordId, tag.id));
    } catch {
      void messages.error(t('tags.removeFailed'));
    }
  };

  const current = tags.data ?? [];
  const options = (known.data ?? [])
    .filter((tag) => !current.some((own) => own.id === tag.id))
    .filter((tag) => tag.name.toLowerCase().includes(draft.trim().toLowerCase()))
    .map((tag) => ({ value: tag.name, label: tag.name }));
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of tag chips, not a form fieldset.
    <div className="vela-record-tags" role="group" aria-label={t('tags.title')}>
      {messageHolder}
      <TagOutlined aria-hidden className="vela-record-tags__icon" />
      {current.length === 0 && !adding && <span className="vela-record-tags__none">{t('tags.none')}</span>}
      {current.map((tag) => (
        <Tag key={tag.id} className="vela-record-tags__tag">
          <Link to={tagListPath(tag.id)}>{tag.name}</Link>
          <button
            type="button"
            className="vela-record-tags__remove"
            aria-label={t('tags.remove', { name: tag.name })}
            onClick={() => void remove(tag)}
          >
            <CloseOutlined aria-hidden />
          </button>
        </Tag>
      ))}
      {adding ? (
        <AutoComplete
          autoFocus
          size="small"
          className="vela-record-tags__input"
          aria-label={t('tags.name')}
          placeholder={t('tags.name')}
          value={draft}
          options={options}
          onChange={setDraft}
          onSelect={(value: string) => void add(value)}
          onBlur={() => {
            if (draft.trim() === '') setAdding(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && options.every((option) => option.value !== draft)) void add(draft);
            if (event.key === 'Escape') setAdding(false);
          }}
          maxLength={40}
        />
      ) : (
        <Button size="small" type="dashed" onClick={() => setAdding(true)}>
          {t('tags.add')}
        </Button>
      )}
    </div>
  );
}
