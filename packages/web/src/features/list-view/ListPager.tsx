import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../i18n/index.js';
import type { ListCount } from './list-view-api.js';
import { SCROLLING_PAGE_SIZE } from './useRecordStream.js';

interface ListPagerProps {
  pageNumber: number;
  pageSize: number;
  shown: number;
  count: ListCount | undefined;
  /** A keyword search sorted only the first matches the index found (the server's bound): say so. */
  searchBound: number | undefined;
  /** The keyword index is still being built: the search matched the beginning of names only. */
  keywordIndexPreparing?: boolean;
  canGoBack: boolean;
  canGoOn: boolean;
  onBack: () => void;
  onOn: () => void;
  onPageSize: (size: number) => void;
}

/**
 * Paging by keyset: forward to the rows after the last one shown, back along
 * the pages visited. The total is exact up to the server's limit, past it an
 * estimate that says so.
 */
export function ListPager(props: ListPagerProps) {
  const { t, i18n } = useTranslation();
  const from = props.shown === 0 ? 0 : (props.pageNumber - 1) * props.pageSize + 1;
  const to = from === 0 ? 0 : from + props.shown - 1;
  const format = (value: number) => numberFormat(i18n.language).format(value);
  const scrolling = props.pageSize === SCROLLING_PAGE_SIZE;
  const total = props.count
    ? props.count.estimated
      ? t('listView.itemsEstimated', { total: format(props.count.count) })
      : t('listView.items', { total: format(props.count.count) })
    : '';
  return (
    <Flex justify="space-between" align="center" gap={12} wrap className="vela-list__pager">
      <Space wrap size={12}>
        <Typography.Text type="secondary" data-testid="list-total">
          {total}
        </Typography.Text>
        {props.searchBound !== undefined && (
          <Typography.Text type="warning" data-testid="list-search-bounded">
            {t('listView.searchBounded', { limit: format(props.searchBound) })}
          </Typography.Text>
        )}
        {props.keywordIndexPreparing && (
          <Typography.Text type="secondary" data-testid="list-keyword-preparing">
            {t('listView.keywordIndexPreparing')}
          </Typography.Text>
        )}
      </Space>
      <Space wrap>
        {props.shown > 0 && !scrolling && (
          <Typography.Text data-testid="list-range">
            {t('listView.range', { from: format(from), to: format(to) })}
          </Typography.Text>
        )}
        {!scrolling && (
          <>
            <Button
              icon={<LeftOutlined />}
              aria-label={t('listView.previous')}
              disabled={!props.canGoBack}
              onClick={props.onBack}
            />
            <Typography.Text>{t('listView.page', { page: format(props.pageNumber) })}</Typography.Text>
            <Button
              icon={<RightOutlined />}
              aria-label={t('listView.next')}
              disabled={!props.canGoOn}
              onClick={props.onOn}
            />
          </>
        )}
        <Select
          aria-label={t('listView.pageSize')}
          value={props.pageSize}
          onChange={props.onPageSize}
          options={[
            ...[25, 50, 100, 200].map((size) => ({ value: size, label: String(size) })),
            { value: SCROLLING_PAGE_SIZE, label: t('listScreens.scrollAll') },
          ]}
        />
      </Space>
    </Flex>
  );
}
