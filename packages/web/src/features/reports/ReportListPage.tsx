import { MailOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  folderAccessAtLeast,
  MAX_REPORT_FOLDER_NAME,
  REPORT_DEFAULT_PAGE_INDEX,
  REPORT_DEFAULT_PAGE_SIZE as REPORT_LIST_PAGE_SIZE,
  type ReportFolder,
  type ReportInfo,
} from '@vela/core';
import { Alert, Button, Card, Input, List, Modal, message, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type FolderAction, ReportFolderPanel } from './ReportFolderPanel.js';
import { fetchReportTemplates, REPORT_TEMPLATES_QUERY_KEY } from './report-templates-api.js';
import {
  deleteReport,
  deleteReportFolder,
  fetchReportFolderShares,
  fetchReportFolders,
  fetchReportList,
  fetchReportTypes,
  newReportPath,
  REPORTS_QUERY_KEY,
  reportPath,
  saveReportFolder,
  saveReportFolderShares,
} from './reports-api.js';
import { ShareDialog } from './ShareDialog.js';
import { SubscriptionDrawer } from './SubscriptionDrawer.js';
import './reports.css';

/**
 * reportObject/reportList: the reports the user may run, 10 a page from page 1 (spec 1 §9), searched
 * by name, in the folder chosen at the side.
 */
export default function ReportListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const [messages, messageHolder] = message.useMessage();
  const [keyword, setKeyword] = useState('');
  const [pageIndex, setPageIndex] = useState(REPORT_DEFAULT_PAGE_INDEX);
  const [folderId, setFolderId] = useState<string | undefined>();
  const [choosing, setChoosing] = useState(false);
  const [naming, setNaming] = useState<{ folder: ReportFolder | null; name: string; error: string } | null>(
    null,
  );
  const [sharing, setSharing] = useState<ReportFolder | null>(null);
  const [subscriptions, setSubscriptions] = useState(false);
  const list = useQuery({
    queryKey: [REPORTS_QUERY_KEY, 'list', keyword, pageIndex, folderId],
    queryFn: () => fetchReportList(keyword, pageIndex, REPORT_LIST_PAGE_SIZE, folderId),
    placeholderData: (previous) => previous,
  });
  const folders = useQuery({ queryKey: [REPORTS_QUERY_KEY, 'folders'], queryFn: fetchReportFolders });
  const folder = folders.data?.find((candidate) => candidate.id === folderId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [REPORTS_QUERY_KEY] });
  const types = useQuery({
    queryKey: [REPORTS_QUERY_KEY, 'types'],
    queryFn: fetchReportTypes,
    enabled: choosing,
  });
  const [typeFilter, setTypeFilter] = useState('');
  // "Start from a template": asked quietly, a profile without templates simply sees none.
  const templates = useQuery({
    queryKey: [REPORT_TEMPLATES_QUERY_KEY, 'usable'],
    queryFn: () => fetchReportTemplates(true),
    enabled: choosing,
    retry: false,
  });
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const confirmDelete = (report: ReportInfo) =>
    void modal.confirm({
      title: t('reports.deleteTitle', { name: report.name }),
      okText: t('reports.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await deleteReport(report.id);
        void messages.success(t('reports.deleted', { name: report.name }));
        await refresh();
      },
    });

  const saveName = async () => {
    if (!naming) return;
    try {
      const saved = await saveReportFolder({
        ...(naming.folder ? { id: naming.folder.id } : {}),
        name: naming.name,
      });
      setNaming(null);
      void messages.success(t('reports.folderSaved', { name: saved.name }));
      await refresh();
      setFolderId(saved.id);
      setPageIndex(1);
    } catch (error) {
      setNaming({ ...naming, error: error instanceof Error ? error.message : String(error) });
    }
  };

  const onFolderAction = (chosen: ReportFolder, action: FolderAction) => {
    if (action === 'rename') setNaming({ folder: chosen, name: chosen.name, error: '' });
    else if (action === 'share') setSharing(chosen);
    else
      void modal.confirm({
        title: t('reports.deleteFolderTitle', { name: chosen.name }),
        okText: t('reports.deleteFolder'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        // A folder still holding reports is refused (10801); the request layer shows the toast.
        onOk: async () => {
          try {
            await deleteReportFolder(chosen.id);
          } catch {
            return;
          }
          void messages.success(t('reports.folderDeleted', { name: chosen.name }));
          if (folderId === chosen.id) setFolderId(undefined);
          await refresh();
        },
      });
  };

  const shownTypes = (types.data ?? []).filter((type) =>
    type.pluralLabel.toLowerCase().includes(typeFilter.trim().toLowerCase()),
  );

  return (
    <div className="vela-report__page vela-report__list-page">
      {modalHolder}
      {messageHolder}
      <ReportFolderPanel
        folders={folders.data ?? []}
        selected={folderId}
        onSelect={(chosen) => {
          setFolderId(chosen);
          setPageIndex(1);
        }}
        onNew={() => setNaming({ folder: null, name: '', error: '' })}
        onAction={onFolderAction}
      />
      <Card
        title={
          <Typography.Title level={4} className="vela-report__title">
            {folder ? folder.name : t('reports.title')}
          </Typography.Title>
        }
        extra={
          <Space wrap>
            <Input.Search
              aria-label={t('reports.search')}
              placeholder={t('reports.search')}
              allowClear
              onSearch={(value) => {
                setKeyword(value);
                setPageIndex(1);
              }}
              className="vela-report__search"
            />
            <Button icon={<MailOutlined />} onClick={() => setSubscriptions(true)}>
              {t('reports.mySubscriptions')}
            </Button>
            {list.data?.canCreate !== false && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                disabled={folder !== undefined && !folderAccessAtLeast(folder.access, 'edit')}
                onClick={() => setChoosing(true)}
              >
                {t('reports.new')}
              </Button>
            )}
          </Space>
        }
      >
        <Table<ReportInfo>
          rowKey="id"
          loading={list.isLoading}
          dataSource={list.data?.reports ?? []}
          locale={{ emptyText: t('reports.empty') }}
          pagination={{
            current: pageIndex,
            pageSize: REPORT_LIST_PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPageIndex,
          }}
          columns={[
            {
              key: 'name',
              title: t('reports.name'),
              render: (_, report) => (
                <Space direction="vertical" size={0}>
                  <Link to={reportPath(report.objectApi, report.id)}>{report.name}</Link>
                  {report.description && (
                    <Typography.Text type="secondary">{report.description}</Typography.Text>
                  )}
                </Space>
              ),
            },
            { key: 'object', title: t('reports.object'), dataIndex: 'objectLabel' },
            {
              key: 'folder',
              title: t('reports.folder'),
              render: (_, report) => report.folderName || t('reports.noFolder'),
            },
            {
              key: 'format',
              title: t('reports.format'),
              render: (_, report) => t(`reports.format.${report.format}`),
            },
            { key: 'owner', title: t('reports.owner'), dataIndex: 'ownerName' },
            {
              key: 'updated',
              title: t('reports.updated'),
              render: (_, report) => dateFormat.format(new Date(report.updatedAt)),
            },
            {
              key: 'actions',
              title: t('common.actions'),
              render: (_, report) => (
                <Space>
                  {report.actions.run && (
                    <Button size="small" onClick={() => navigate(reportPath(report.objectApi, report.id))}>
                      {t('reports.run')}
                    </Button>
                  )}
                  {report.canEdit && (
                    <Button size="small" danger onClick={() => confirmDelete(report)}>
                      {t('reports.delete')}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Modal
        open={choosing}
        title={t('reports.chooseType')}
        footer={null}
        onCancel={() => setChoosing(false)}
        destroyOnHidden
      >
        {(templates.data?.templates.length ?? 0) > 0 && (
          <section aria-labelledby="vela-report-start-template">
            <Typography.Title level={5} id="vela-report-start-template">
              {t('reports.templates.startFrom')}
            </Typography.Title>
            <List
              className="vela-report__types"
              dataSource={templates.data?.templates ?? []}
              renderItem={(template) => (
                <List.Item>
                  <List.Item.Meta
                    title={
                      <Link
                        to={newReportPath(
                          template.objectApi,
                          folderId,
                          template.definition.reportTypeId,
                          template.id,
                        )}
                      >
                        {template.name}
                      </Link>
                    }
                    description={`${template.objectLabel} · ${t(`reports.format.${template.format}`)}`}
                  />
                </List.Item>
              )}
            />
          </section>
        )}
        <Typography.Paragraph type="secondary">{t('reports.chooseTypeHint')}</Typography.Paragraph>
        <Input
          autoFocus
          aria-label={t('reports.object')}
          placeholder={t('reports.object')}
          value={typeFilter}
          onChange={(event) => setTypeFilter(event.target.value)}
        />
        <List
          className="vela-report__types"
          loading={types.isLoading}
          dataSource={shownTypes}
          renderItem={(type) => (
            <List.Item>
              <Link to={newReportPath(type.objectApi, folderId, type.reportTypeId)}>{type.pluralLabel}</Link>
            </List.Item>
          )}
        />
      </Modal>
      <Modal
        open={naming !== null}
        title={naming?.folder ? t('reports.renameFolder') : t('reports.newFolder')}
        okText={t('reports.saveFolder')}
        cancelText={t('common.cancel')}
        onOk={() => void saveName()}
        onCancel={() => setNaming(null)}
        destroyOnHidden
      >
        <Input
          autoFocus
          aria-label={t('reports.folderName')}
          placeholder={t('reports.folderName')}
          maxLength={MAX_REPORT_FOLDER_NAME}
          value={naming?.name ?? ''}
          onChange={(event) => naming && setNaming({ ...naming, name: event.target.value, error: '' })}
          onPressEnter={() => void saveName()}
        />
        {naming?.error && (
          <Alert className="vela-report__save-error" type="error" showIcon title={naming.error} />
        )}
      </Modal>
      {sharing && (
        <ShareDialog
          title={t('reports.shareTitle', { name: sharing.name })}
          queryKey={[REPORTS_QUERY_KEY, 'folderShares', sharing.id]}
          load={() => fetchReportFolderShares(sharing.id)}
          save={(shares) => saveReportFolderShares(sharing.id, shares)}
          onClose={(saved) => {
            setSharing(null);
            if (saved) {
              void messages.success(t('reports.sharesSaved', { name: sharing.name }));
              void refresh();
            }
          }}
        />
      )}
      <SubscriptionDrawer open={subscriptions} onClose={() => setSubscriptions(false)} />
    </div>
  );
}
