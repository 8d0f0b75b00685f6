import { ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomPageSummary } from '@vela/core';
import { Alert, Button, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SetupFrame } from '../SetupGuard.js';
import { reasonOf } from '../setup-api.js';
import '../setup.css';
import { CustomPageEditor } from './CustomPageEditor.js';
import {
  CUSTOM_PAGES_QUERY_KEY,
  customPageWindowPath,
  deleteCustomPage,
  fetchCustomPages,
} from './custom-page-manager-api.js';

/**
 * setuppage/costomui/pageList (issue 18): the organisation's custom pages — what each holds, which
 * apps' menus open it, the default one (`defaultCustomPage`); build, change, open alone, delete.
 */
export default function CustomPagesPage() {
  const { t } = useTranslation();
  return (
    <SetupFrame trail={[{ title: t('setup.entry.customPages') }]}>
      <CustomPageList />
    </SetupFrame>
  );
}

function CustomPageList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pages = useQuery({ queryKey: [CUSTOM_PAGES_QUERY_KEY], queryFn: fetchCustomPages });
  // undefined: no editor; null: a new page; a string: that page.
  const [editing, setEditing] = useState<string | null>();
  const [error, setError] = useState<string>();

  const remove = async (page: CustomPageSummary) => {
    setError(undefined);
    try {
      await deleteCustomPage(page.id);
      await queryClient.invalidateQueries({ queryKey: [CUSTOM_PAGES_QUERY_KEY] });
    } catch (failure) {
      setError(reasonOf(failure));
    }
  };

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('setup.entry.customPages')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('setup.customPages.new')}
        </Button>
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('setup.customPages.explain')}
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Table<CustomPageSummary>
        rowKey="id"
        size="middle"
        loading={pages.isLoading}
        dataSource={pages.data ?? []}
        pagination={false}
        locale={{ emptyText: t('setup.customPages.none') }}
        columns={[
          {
            title: t('setup.customPages.name'),
            dataIndex: 'name',
            render: (name: string, page) => (
              <Space>
                <Button type="link" style={{ padding: 0 }} onClick={() => setEditing(page.id)}>
                  {name}
                </Button>
                {page.isDefault && <Tag color="blue">{t('setup.customPages.default')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('setup.customPages.components'),
            dataIndex: 'componentCount',
            width: 140,
          },
          {
            title: t('setup.customPages.usedBy'),
            dataIndex: 'usedBy',
            render: (apps: string[]) => (apps.length ? apps.join(', ') : '—'),
          },
          {
            title: t('setup.customPages.actions'),
            key: 'actions',
            width: 340,
            render: (_, page) => (
              <Space wrap>
                <Button size="small" onClick={() => setEditing(page.id)}>
                  {t('setup.customPages.edit')}
                </Button>
                <Button
                  size="small"
                  icon={<ExportOutlined />}
                  href={customPageWindowPath(page.id)}
                  target="_blank"
                  rel="noopener"
                >
                  {t('setup.customPages.open')}
                </Button>
                <Popconfirm
                  title={t('setup.customPages.deleteConfirm', { name: page.name })}
                  okText={t('setup.customPages.delete')}
                  onConfirm={() => remove(page)}
                >
                  <Button size="small" danger>
                    {t('setup.customPages.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== undefined}
        title={editing ? t('setup.customPages.editTitle') : t('setup.customPages.new')}
        width={760}
        footer={null}
        destroyOnHidden
        onCancel={() => setEditing(undefined)}
      >
        {editing !== undefined && (
          <CustomPageEditor
            pageId={editing}
            isDefault={pages.data?.find((page) => page.id === editing)?.isDefault ?? false}
            onDone={async () => {
              await queryClient.invalidateQueries({ queryKey: [CUSTOM_PAGES_QUERY_KEY] });
              setEditing(undefined);
            }}
          />
        )}
      </Modal>
    </>
  );
}
