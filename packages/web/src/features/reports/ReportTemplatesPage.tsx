import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, message, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ReportObjectPicker } from './ReportObjectPicker.js';
import {
  deleteReportTemplate,
  editTemplatePath,
  fetchReportTemplates,
  newTemplatePath,
  REPORT_TEMPLATES_QUERY_KEY,
  type ReportTemplate,
} from './report-templates-api.js';
import './reports.css';

/**
 * Setup page reportTemplate (S1-R-187): the organisation's report templates, which users start a new
 * report from. New templates are built in the report builder (newTemplate), saved ones changed there
 * (editTemplate).
 */
export default function ReportTemplatesPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const [messages, messageHolder] = message.useMessage();
  const templates = useQuery({
    queryKey: [REPORT_TEMPLATES_QUERY_KEY, 'all'],
    queryFn: () => fetchReportTemplates(),
  });
  const [choosing, setChoosing] = useState(false);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const remove = (template: ReportTemplate) =>
    void modal.confirm({
      title: t('reports.templates.deleteTitle', { name: template.name }),
      okText: t('reports.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await deleteReportTemplate(template.id);
        void messages.success(t('reports.templates.deleted', { name: template.name }));
        await queryClient.invalidateQueries({ queryKey: [REPORT_TEMPLATES_QUERY_KEY] });
      },
    });
  return (
    <div className="vela-report-types">
      {modalHolder}
      {messageHolder}
      <Space style={{ marginBottom: 12 }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('reports.templates.title')}
        </Typography.Title>
        {templates.data?.canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setChoosing(true)}>
            {t('reports.templates.new')}
          </Button>
        )}
      </Space>
      <Typography.Paragraph type="secondary">{t('reports.templates.intro')}</Typography.Paragraph>
      {templates.isError && <Alert type="error" showIcon title={templates.error.message} />}
      <Table<ReportTemplate>
        rowKey="id"
        loading={templates.isLoading}
        dataSource={templates.data?.templates ?? []}
        locale={{ emptyText: t('reports.templates.empty') }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          {
            key: 'name',
            title: t('reports.templates.name'),
            render: (_: unknown, template) => (
              <Space direction="vertical" size={0}>
                <Link to={editTemplatePath(template.id)}>{template.name}</Link>
                {template.description && (
                  <Typography.Text type="secondary">{template.description}</Typography.Text>
                )}
              </Space>
            ),
          },
          { key: 'object', title: t('reports.object'), dataIndex: 'objectLabel' },
          {
            key: 'format',
            title: t('reports.format'),
            render: (_: unknown, template) => t(`reports.format.${template.format}`),
          },
          {
            key: 'updated',
            title: t('reports.updated'),
            render: (_: unknown, template) => dateFormat.format(new Date(template.updatedAt)),
          },
          {
            key: 'actions',
            title: t('reports.types.actions'),
            render: (_: unknown, template) =>
              templates.data?.canManage && (
                <Space>
                  <Button
                    size="small"
                    aria-label={t('reports.templates.editNamed', { name: template.name })}
                    onClick={() => navigate(editTemplatePath(template.id))}
                  >
                    {t('reports.types.edit')}
                  </Button>
                  <Button
                    size="small"
                    danger
                    aria-label={t('reports.templates.deleteTitle', { name: template.name })}
                    onClick={() => remove(template)}
                  >
                    {t('reports.delete')}
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      <Modal
        open={choosing}
        title={t('reports.templates.chooseObject')}
        footer={null}
        onCancel={() => setChoosing(false)}
        destroyOnHidden
      >
        <ReportObjectPicker autoFocus pathOf={(type) => newTemplatePath(type.objectApi, type.reportTypeId)} />
      </Modal>
    </div>
  );
}
