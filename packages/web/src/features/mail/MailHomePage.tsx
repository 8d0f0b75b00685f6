import { EditOutlined, PaperClipOutlined, SettingOutlined, SyncOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MAIL_FOLDERS, MAIL_PAGE_SIZE, type MailFolder } from '@vela/core';
import { Alert, Button, Empty, Input, List, Menu, Pagination, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MailboxSettingsDialog } from './MailboxSettingsDialog.js';
import { MessageView } from './MessageView.js';
import { fetchMailbox, fetchMessages, MAIL_QUERY_KEY, mailPath, syncMailbox } from './mail-api.js';
import './mail.css';

const isFolder = (value: string | null): value is MailFolder =>
  MAIL_FOLDERS.some((folder) => folder === value);

/** emailhome (S1-R-100) and MailMain: folders, the message list with search, and the open message. */
export default function MailHomePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const folderParam = params.get('folder');
  const folder: MailFolder = isFolder(folderParam) ? folderParam : 'inbox';
  const openId = params.get('id') ?? '';
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [page, setPage] = useState(1);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const mailbox = useQuery({
    queryKey: [MAIL_QUERY_KEY, 'mailbox'],
    queryFn: fetchMailbox,
    // While a synchronisation runs, its end is looked for every two seconds.
    refetchInterval: (query) => (query.state.data?.syncing ? 2000 : false),
  });
  const syncing = mailbox.data?.syncing ?? false;
  const list = useQuery({
    queryKey: [MAIL_QUERY_KEY, 'list', folder, search, page],
    queryFn: () => fetchMessages(folder, search, page),
    placeholderData: (previous) => previous,
  });
  useEffect(() => {
    if (!syncing) void queryClient.invalidateQueries({ queryKey: [MAIL_QUERY_KEY, 'list'] });
  }, [syncing, queryClient]);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const choose = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };
  const syncNow = async () => {
    await syncMailbox();
    await queryClient.invalidateQueries({ queryKey: [MAIL_QUERY_KEY, 'mailbox'] });
  };
  return (
    <div className="vela-mail">
      <header className="vela-mail__header">
        <Typography.Title level={2}>{t('mail.title')}</Typography.Title>
        <Space wrap>
          <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => navigate('/writeEmail')}>
            {t('mail.compose')}
          </Button>
          {mailbox.data && (
            <Button
              icon={<SyncOutlined spin={syncing} aria-hidden />}
              onClick={() => void syncNow()}
              disabled={syncing}
            >
              {syncing ? t('mail.syncing') : t('mail.syncNow')}
            </Button>
          )}
          <Button icon={<SettingOutlined aria-hidden />} onClick={() => setSettingsOpen(true)}>
            {t('mail.settings')}
          </Button>
        </Space>
      </header>
      {mailbox.isSuccess && !mailbox.data && (
        <Alert
          type="info"
          showIcon
          message={t('mail.noMailbox')}
          action={
            <Button size="small" type="primary" onClick={() => setSettingsOpen(true)}>
              {t('mail.connect')}
            </Button>
          }
        />
      )}
      {mailbox.data?.lastError && (
        <Alert type="error" showIcon message={t('mail.syncError', { error: mailbox.data.lastError })} />
      )}
      {mailbox.data?.lastSyncAt && !syncing && (
        <p className="vela-mail-muted">
          {t('mail.lastSync', { when: date.format(new Date(mailbox.data.lastSyncAt)) })}
        </p>
      )}
      <div className="vela-mail__body">
        <nav aria-label={t('mail.title')} className="vela-mail__folders">
          <Menu
            mode="inline"
            selectedKeys={[folder]}
            items={MAIL_FOLDERS.map((key) => ({ key, label: t(`mail.folder.${key}`) }))}
            onClick={({ key }) => {
              setPage(1);
              choose({ folder: key, id: '' });
            }}
          />
        </nav>
        <section className="vela-mail__list" aria-label={t(`mail.folder.${folder}`)}>
          <Input.Search
            aria-label={t('mail.search')}
            placeholder={t('mail.search')}
            allowClear
            defaultValue={search}
            onSearch={(value) => {
              setPage(1);
              setSearch(value.trim());
              choose({ q: value.trim() });
            }}
          />
          <List
            loading={list.isLoading}
            locale={{ emptyText: <Empty description={t('mail.empty')} /> }}
            dataSource={list.data?.messages ?? []}
            renderItem={(item) => (
              <List.Item
                className={item.id === openId ? 'vela-mail__item vela-mail__item--open' : 'vela-mail__item'}
              >
                <Link to={mailPath(folder, item.id)} aria-current={item.id === openId ? 'true' : undefined}>
                  <span className="vela-mail__item-from">
                    {folder === 'inbox' || folder === 'other'
                      ? item.from.name || item.from.address
                      : item.to.map((to) => to.name || to.address).join(', ')}
                    {item.threadSize > 1 && <span className="vela-mail-muted"> ({item.threadSize})</span>}
                  </span>
                  <span className="vela-mail__item-subject">
                    {item.hasAttachments && <PaperClipOutlined aria-label={t('mail.attachments')} />}{' '}
                    {item.subject || t('mail.noSubject')}
                  </span>
                  <span className="vela-mail__item-snippet">{item.snippet}</span>
                  <time dateTime={item.date}>{date.format(new Date(item.date))}</time>
                </Link>
              </List.Item>
            )}
          />
          {(list.data?.total ?? 0) > MAIL_PAGE_SIZE && (
            <Pagination
              size="small"
              current={page}
              pageSize={MAIL_PAGE_SIZE}
              total={list.data?.total ?? 0}
              onChange={setPage}
              showSizeChanger={false}
            />
          )}
        </section>
        <section className="vela-mail__reader">
          {openId ? <MessageView id={openId} /> : <Empty description={t('mail.pick')} />}
        </section>
      </div>
      <MailboxSettingsDialog
        open={settingsOpen}
        mailbox={mailbox.data}
        onClose={() => setSettingsOpen(false)}
      />
    </div>
  );
}
