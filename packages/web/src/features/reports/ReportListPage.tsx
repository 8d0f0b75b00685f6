import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REPORT_DEFAULT_PAGE_INDEX,
  REPORT_DEFAULT_PAGE_SIZE as REPORT_LIST_PAGE_SIZE,
  type ReportInfo,
} from '@vela/core';
import { Button, Card, Input, List, Modal, message, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  deleteReport,
  fetchReportList,
  fetchReportTypes,
  newReportPath,
  REPORTS_QUERY_KEY,
  reportPath,
} from './reports-api.js';
import './reports.css';

/** reportObject/reportList: the reports the user may run, 10 a page from page 1 (spec 1 §9), searched by name. */
export default function ReportListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const [messages, messageHolder] = message.useMessage();
  const [keyword, setKeyword] = useState('');
  const [pageIndex, setPageIndex] = useState(REPORT_DEFAULT_PAGE_INDEX);
  const [choosing, setChoosing] = useState(false);
  const list = useQuery({
    queryKey: [REPORTS_QUERY_KEY, 'list', keyword, pageIndex],
    queryFn: () => fetchReportList(keyword, pageIndex, REPORT_LIST_PAGE_SIZE),
    placeholderData: (previous) => previous,
  });
  const types = useQuery({
    queryKey: [REPORTS_QUERY_KEY, 'types'],
    queryFn: fetchReportTypes,
    enabled: choosing,
  });
  const [typeFilter, setTypeFilter] = useState('');
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
        await queryClient.invalidateQueries({ queryKey: [REPORTS_QUERY_KEY, 'list'] });
      },
    });

  const shownTypes = (types.data ?? []).filter((type) =>
    type.pluralLabel.toLowerCase().includes(typeFilter.trim().toLowerCase()),
  );

  return (
    <div className="vela-report__page">
      {modalHolder}
      {messageHolder}
      <Card
        title={
          <Typography.Title level={4} className="vela-report__title">
            {t('reports.title')}
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
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setChoosing(true)}>
              {t('reports.new')}
            </Button>
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
                  <Button size="small" onClick={() => navigate(reportPath(report.objectApi, report.id))}>
                    {t('reports.run')}
                  </Button>
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
              <Link to={newReportPath(type.objectApi)}>{type.pluralLabel}</Link>
            </List.Item>
          )}
        />
      </Modal>
    </div>
  );
}
