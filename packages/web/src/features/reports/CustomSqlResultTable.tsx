import type { CustomSqlResult } from '@vela/core';
import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';

type Cell = CustomSqlResult['rows'][number][number];

/** A custom SQL run's answer: its columns as the query named them, the rows, and whether it was cut. */
export function CustomSqlResultTable({ result }: { result: CustomSqlResult }) {
  const { t } = useTranslation();
  const rows = result.rows.map((cells, index) => ({ key: index, cells }));
  return (
    <>
      {result.truncated && (
        <Alert
          type="warning"
          showIcon
          title={t('reports.customSql.truncated', { count: result.rowLimit })}
          style={{ marginBottom: 8 }}
        />
      )}
      <Table<{ key: number; cells: Cell[] }>
        size="small"
        scroll={{ x: true }}
        aria-label={t('reports.customSql.result')}
        dataSource={rows}
        locale={{ emptyText: t('reports.customSql.noRows') }}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        columns={result.columns.map((column, index) => ({
          key: String(index),
          title: column,
          render: (_: unknown, row: { cells: Cell[] }) => {
            const cell = row.cells[index];
            return cell === null || cell === undefined ? '' : String(cell);
          },
        }))}
      />
    </>
  );
}
