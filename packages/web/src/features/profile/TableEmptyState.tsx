import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface TableEmptyStateProps {
  /** The list failed to load: an empty table would claim there is nothing, so say so and offer a retry. */
  failed: boolean;
  onRetry: () => void;
  /** What to say when the list really is empty. */
  emptyText: string;
  /** The next step when the list is empty (e.g. a create button). */
  action?: ReactNode;
}

/** What a profile table shows without rows: an honest failure with a retry, or the empty state. */
export function TableEmptyState({ failed, onRetry, emptyText, action }: TableEmptyStateProps) {
  const { t } = useTranslation();
  if (failed)
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.loadFailed')}>
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Empty>
    );
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText}>
      {action}
    </Empty>
  );
}
