import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TemplateKind } from '@vela/core';
import { Button, Card, Empty, Input, List, message, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toSupportedLanguage } from '../../../i18n/index.js';
import { draftOfTemplate, newTemplateDraft, type TemplateDraft, TemplateEditor } from './TemplateEditor.js';
import { deleteTemplate, fetchTemplate, fetchTemplates, TEMPLATES_QUERY_KEY } from './templates-api.js';
import '../mail.css';

/**
 * setuppage/emailTemplate (S1-R-172) and setuppage/messageTemplate (S1-R-173): the templates the
 * user may use, by folder, and a form for one of them.
 */
export function TemplatesPage({ kind }: { kind: TemplateKind }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [messages, holder] = message.useMessage();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<TemplateDraft | null>(null);
  const list = useQuery({ queryKey: [TEMPLATES_QUERY_KEY, kind], queryFn: () => fetchTemplates(kind) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [TEMPLATES_QUERY_KEY, kind] });
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = (list.data ?? []).filter((entry) =>
    words.every((word) => `${entry.name} ${entry.folder} ${entry.objectApi}`.toLowerCase().includes(word)),
  );
  const title = t(kind === 'email' ? 'mail.templates.emailTitle' : 'mail.templates.smsTitle');

  return (
    <div className="vela-mail vela-mail-templates">
      {holder}
      <div className="vela-mail__header">
        <Typography.Title level={2}>{title}</Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setEditing(newTemplateDraft(toSupportedLanguage(i18n.language) ?? 'en'))}
        >
          {t('mail.templates.new')}
        </Button>
      </div>
      <div className="vela-mail-templates__body">
        <Card size="small">
          <Input.Search
            aria-label={t('mail.templates.search')}
            placeholder={t('mail.templates.search')}
            allowClear
            onChange={(event) => setSearch(event.target.value)}
          />
          <List
            loading={list.isPending}
            dataSource={shown}
            locale={{ emptyText: <Empty description={t('mail.templates.none')} /> }}
            renderItem={(entry) => (
              <List.Item
                className={editing?.id === entry.id ? 'vela-mail-templates__chosen' : undefined}
                actions={
                  entry.canEdit
                    ? [
                        <Popconfirm
                          key="delete"
                          title={t('mail.templates.deleteConfirm', { name: entry.name })}
                          onConfirm={async () => {
                            await deleteTemplate(entry.id);
                            if (editing?.id === entry.id) setEditing(null);
                            await refresh();
                          }}
                        >
                          <Button
                            type="text"
                            icon={<DeleteOutlined aria-hidden />}
                            aria-label={t('mail.templates.delete', { name: entry.name })}
                          />
                        </Popconfirm>,
                      ]
                    : []
                }
              >
                <List.Item.Meta
                  title={
                    <Button
                      type="link"
                      className="vela-mail-templates__open"
                      disabled={!entry.canEdit}
                      onClick={async () => setEditing(draftOfTemplate(await fetchTemplate(entry.id)))}
                    >
                      {entry.name}
                    </Button>
                  }
                  description={
                    <Space size={4} wrap>
                      {entry.folder ? <Tag>{entry.folder}</Tag> : null}
                      <Tag>{entry.objectApi}</Tag>
                      <Tag color={entry.visibility === 'public' ? 'green' : 'default'}>
                        {t(`mail.templates.${entry.visibility}`)}
                      </Tag>
                      <span>{entry.languages.join(' · ')}</span>
                    </Space>
                  }
                />
              </List.Item>
            )}
          />
        </Card>
        <Card size="small">
          {editing ? (
            <TemplateEditor
              key={editing.id || 'new'}
              kind={kind}
              initial={editing}
              onSaved={async (saved) => {
                void messages.success(t('mail.templates.saved', { name: saved.name }));
                setEditing(draftOfTemplate(saved));
                await refresh();
              }}
            />
          ) : (
            <Empty description={t('mail.templates.pick')} />
          )}
        </Card>
      </div>
    </div>
  );
}
