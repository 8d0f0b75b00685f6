import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportTypeDefinition } from '@vela/core';
import { Button, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ReportTypeDialog } from './ReportTypeDialog.js';
import {
  deleteReportTypeDefinition,
  fetchReportTypeDefinitions,
  REPORT_TYPES_QUERY_KEY,
} from './report-extras-api.js';
import { newReportPath, REPORTS_QUERY_KEY } from './reports-api.js';

/**
 * dataSource: the organisation's report types (a primary object and the related objects it joins). Everyone
 * sees those whose objects they may read and starts a report from one; administrators create, change and
 * delete them.
 */
export default function ReportTypesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const types = useQuery({ queryKey: [REPORT_TYPES_QUERY_KEY], queryFn: fetchReportTypeDefinitions });
  const [editing, setEditing] = useState<ReportTypeDefinition | 'new' | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [REPORT_TYPES_QUERY_KEY] });
    void queryClient.invalidateQueries({ queryKey: [REPORTS_QUERY_KEY, 'types'] });
  };
  const remove = (type: ReportTypeDefinition) =>
    Modal.confirm({
      title: t('reports.types.deleteTitle', { name: type.name }),
      okText: t('reports.delete'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await deleteReportTypeDefinition(type.id);
        refresh();
      },
    });
  const canManage = types.data?.canManage ?? false;
  return (
    <div className="vela-report-types">
      <Space style={{ marginBottom: 12 }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('reports.types.title')}
        </Typography.Title>
        {canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('reports.types.new')}
          </Button>
        )}
      </Space>
      <Typography.Paragraph type="secondary">{t('reports.types.intro')}</Typography.Paragraph>
      <Table<ReportTypeDefinition>
        rowKey="id"
        loading={types.isLoading}
        dataSource={types.data?.types ?? []}
        locale={{ emptyText: t('reports.types.empty') }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { key: 'name', title: t('reports.types.name'), dataIndex: 'name' },
          { key: 'primary', title: t('reports.types.primary'), dataIndex: 'primaryLabel' },
          {
            key: 'related',
            title: t('reports.types.related'),
            render: (_: unknown, type) =>
              type.relations
                .map((relation) =>
                  t(
                    relation.join === 'with'
                      ? 'reports.types.withObject'
                      : 'reports.types.withOrWithoutObject',
                    {
                      object: relation.objectLabel,
                    },
                  ),
                )
                .join(' → '),
          },
          { key: 'reports', title: t('reports.types.reportCount'), dataIndex: 'reportCount' },
          {
            key: 'actions',
            title: t('reports.types.actions'),
            render: (_: unknown, type) => (
              <Space>
                <Button
                  size="small"
                  onClick={() => navigate(newReportPath(type.primaryObject, undefined, type.id))}
                >
                  {t('reports.types.newReport')}
                </Button>
                {canManage && (
                  <Button
                    size="small"
                    aria-label={t('reports.types.editTitle', { name: type.name })}
                    onClick={() => setEditing(type)}
                  >
                    {t('reports.types.edit')}
                  </Button>
                )}
                {canManage && (
                  <Button
                    size="small"
                    danger
                    disabled={type.reportCount > 0}
                    aria-label={t('reports.types.deleteTitle', { name: type.name })}
                    onClick={() => remove(type)}
                  >
                    {t('reports.delete')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <ReportTypeDialog
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
    </div>
  );
}
