import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TABLE_DEFAULT_PAGE_SIZE } from '@vela/core';
import { Button, Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeUserAgent } from './describe-user-agent.js';
import { ProfileFrame } from './ProfileFrame.js';
import {
  downloadLoginHistory,
  fetchLoginHistory,
  type LoginHistoryRow,
  PROFILE_QUERY_KEYS,
} from './profile-api.js';
import { saveFile } from './save-file.js';
import { TableEmptyState } from './TableEmptyState.js';
import { useDateTimeFormat } from './useDateTimeFormat.js';

const SUCCESS = new Set(['success', 'ok', '1', 'true']);

/** profileSetting/loginHistory: every sign-in attempt, paged, with a CSV download. */
export default function LoginHistoryPage() {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(TABLE_DEFAULT_PAGE_SIZE);
  const [downloading, setDownloading] = useState(false);
  const history = useQuery({
    queryKey: PROFILE_QUERY_KEYS.loginHistory(page, pageSize),
    queryFn: () => fetchLoginHistory(page, pageSize),
    placeholderData: keepPreviousData,
  });

  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await downloadLoginHistory(), 'login-history.csv');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <ProfileFrame active="loginHistory">
      <Card
        extra={
          <Button icon={<DownloadOutlined />} onClick={() => void download()} loading={downloading}>
            {t('profile.history.download')}
          </Button>
        }
      >
        <Table<LoginHistoryRow>
          rowKey={(row) => `${row.at}-${row.ip}-${row.result}`}
          loading={history.isPending}
          dataSource={history.data?.rows ?? []}
          locale={{
            emptyText: (
              <TableEmptyState
                failed={history.isError}
                onRetry={() => void history.refetch()}
                emptyText={t('profile.history.empty')}
              />
            ),
          }}
          pagination={{
            current: page,
            pageSize,
            total: history.data?.total ?? 0,
            showSizeChanger: true,
            onChange: (nextPage, nextSize) => {
              setPage(nextSize === pageSize ? nextPage : 1);
              setPageSize(nextSize);
            },
          }}
          columns={[
            {
              title: t('profile.history.at'),
              dataIndex: 'at',
              render: formatTime,
              className: 'vela-profile__nowrap',
            },
            { title: t('profile.history.ip'), dataIndex: 'ip', className: 'vela-profile__nowrap' },
            {
              title: t('profile.history.device'),
              dataIndex: 'userAgent',
              render: (value: string) => <span title={value}>{describeUserAgent(value)}</span>,
            },
            {
              title: t('profile.history.result'),
              dataIndex: 'result',
              render: (value: string) =>
                SUCCESS.has(String(value).toLowerCase()) ? (
                  <Tag color="green">{t('profile.history.success')}</Tag>
                ) : (
                  <Tag color="red">{t('profile.history.failure')}</Tag>
                ),
            },
            {
              title: t('profile.history.reason'),
              dataIndex: 'reason',
              render: (value: string) => value || <span aria-hidden>—</span>,
            },
          ]}
        />
      </Card>
    </ProfileFrame>
  );
}
