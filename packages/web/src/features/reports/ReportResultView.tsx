import {
  groupsInReadingOrder,
  type ReportField,
  type ReportGroup,
  type ReportResult,
  reportRecordCountHeading,
  reportSummaryHeading,
  reportTotalHeading,
} from '@vela/core';
import { Alert, Button, Empty, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Cell = string | number | boolean | null | undefined;

interface ViewProps {
  result: ReportResult;
  fields: readonly ReportField[];
  format: (value: number) => string;
  pageIndex: number;
  onPage: (pageIndex: number) => void;
}

function useCellText(fields: readonly ReportField[], format: (value: number) => string) {
  const { t } = useTranslation();
  const options = new Map(
    fields.map((field) => [field.apiName, new Map(field.options.map((o) => [o.value, o.label]))]),
  );
  return (apiName: string, value: Cell, name?: Cell): string => {
    if (value === null || value === undefined || value === '') return '';
    if (typeof name === 'string' && name !== '') return name;
    if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
    if (typeof value === 'number') return format(value);
    return options.get(apiName)?.get(value) ?? value;
  };
}

function summaryHeaders(result: ReportResult, language: string) {
  return result.summaries.map((summary) =>
    summary.fn === 'formula' ? summary.label : reportSummaryHeading(language, summary.fn, summary.label),
  );
}

const valueText = (value: number | string | null, format: (n: number) => string) =>
  value === null ? '' : typeof value === 'number' ? format(value) : value;

function SummaryTable({ result, format }: Pick<ViewProps, 'result' | 'format'>) {
  const { t, i18n } = useTranslation();
  const headers = summaryHeaders(result, i18n.language);
  const depth = result.groupings.length;
  const total = result.total ?? { count: 0, values: [] };
  const rows = groupsInReadingOrder(result.groups);
  const groupLabel = (group: ReportGroup, index: number) =>
    group.keys[index] === null ? t('reports.emptyValue') : (group.labels[index] ?? '');
  return (
    <table className="vela-report__table">
      <thead>
        <tr>
          {result.groupings.map((grouping) => (
            <th key={grouping.apiName} scope="col">
              {grouping.label}
            </th>
          ))}
          <th scope="col" className="vela-report__number">
            {reportRecordCountHeading(i18n.language)}
          </th>
          {headers.map((header) => (
            <th key={header} scope="col" className="vela-report__number">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((group) => {
          const level = group.by.length;
          return (
            <tr
              key={`${level}:${group.keys.join('\u0001')}`}
              className={level < depth ? 'vela-report__subtotal' : ''}
            >
              {result.groupings.map((grouping, index) => (
                <td key={grouping.apiName}>{index === level - 1 ? groupLabel(group, index) : ''}</td>
              ))}
              <td className="vela-report__number">{format(group.count)}</td>
              {group.values.map((value, index) => (
                <td key={headers[index]} className="vela-report__number">
                  {valueText(value, format)}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr className="vela-report__total">
          <th scope="row" colSpan={Math.max(depth, 1)}>
            {reportTotalHeading(i18n.language)}
          </th>
          <td className="vela-report__number">{format(total.count)}</td>
          {total.values.map((value, index) => (
            <td key={headers[index]} className="vela-report__number">
              {valueText(value, format)}
            </td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}

/** A matrix: row groups down, column groups across; each cell its first summary, or its count without one. */
function MatrixTable({ result, format }: Pick<ViewProps, 'result' | 'format'>) {
  const { t, i18n } = useTranslation();
  const measure = (group: ReportGroup | undefined) => {
    if (!group) return '';
    return result.summaries.length > 0 ? valueText(group.values[0] ?? null, format) : format(group.count);
  };
  const total = result.total ?? { count: 0, values: [] };
  const rowGroups = result.groups.filter((group) => group.by.join() === '0');
  const columnGroups = result.groups.filter((group) => group.by.join() === '1');
  const cell = (row: ReportGroup, column: ReportGroup) =>
    result.groups.find(
      (group) => group.by.length === 2 && group.keys[0] === row.keys[0] && group.keys[1] === column.keys[1],
    );
  const label = (group: ReportGroup, index: number) =>
    group.keys[index] === null ? t('reports.emptyValue') : (group.labels[index] ?? '');
  const totalValue =
    result.summaries.length > 0 ? valueText(total.values[0] ?? null, format) : format(total.count);
  return (
    <table className="vela-report__table">
      <thead>
        <tr>
          <th scope="col">
            {result.groupings[0]?.label} \ {result.groupings[1]?.label}
          </th>
          {columnGroups.map((column) => (
            <th key={column.keys[1] ?? ''} scope="col" className="vela-report__number">
              {label(column, 1)}
            </th>
          ))}
          <th scope="col" className="vela-report__number">
            {reportTotalHeading(i18n.language)}
          </th>
        </tr>
      </thead>
      <tbody>
        {rowGroups.map((row) => (
          <tr key={row.keys[0] ?? ''}>
            <th scope="row">{label(row, 0)}</th>
            {columnGroups.map((column) => (
              <td key={column.keys[1] ?? ''} className="vela-report__number">
                {measure(cell(row, column))}
              </td>
            ))}
            <td className="vela-report__number vela-report__subtotal">{measure(row)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="vela-report__total">
          <th scope="row">{reportTotalHeading(i18n.language)}</th>
          {columnGroups.map((column) => (
            <td key={column.keys[1] ?? ''} className="vela-report__number">
              {measure(column)}
            </td>
          ))}
          <td className="vela-report__number">{totalValue}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function TabularTable({ result, fields, format, pageIndex, onPage }: ViewProps) {
  const { t, i18n } = useTranslation();
  const cellText = useCellText(fields, format);
  const headers = summaryHeaders(result, i18n.language);
  const total = result.total;
  return (
    <>
      <Table
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={result.rows}
        columns={result.columns.map((column) => ({
          key: column.apiName,
          title: column.label,
          align: typeof result.rows[0]?.[column.apiName] === 'number' ? 'right' : 'left',
          render: (_: unknown, row: ReportResult['rows'][number]) =>
            cellText(column.apiName, row[column.apiName], row[`${column.apiName}ccname`]),
        }))}
      />
      <Space className="vela-report__pager">
        <Typography.Text type="secondary">
          {reportRecordCountHeading(i18n.language)}: {total ? format(total.count) : '…'}
          {total &&
            headers.map((header, index) => ` · ${header}: ${valueText(total.values[index] ?? null, format)}`)}
        </Typography.Text>
        <Button disabled={pageIndex <= 1} onClick={() => onPage(pageIndex - 1)}>
          {t('reports.previousPage')}
        </Button>
        <Typography.Text>{t('reports.pageOf', { page: pageIndex })}</Typography.Text>
        <Button disabled={!result.hasMore} onClick={() => onPage(pageIndex + 1)}>
          {t('reports.nextPage')}
        </Button>
      </Space>
    </>
  );
}

/** The answer of a run: detail rows, summary groups with subtotals, or a matrix. */
export function ReportResultView(props: ViewProps) {
  const { t } = useTranslation();
  const { result } = props;
  const empty = result.format === 'tabular' ? result.rows.length === 0 : result.total?.count === 0;
  if (empty) return <Empty description={t('reports.noRows')} />;
  return (
    <div className="vela-report__result">
      {result.groupsTruncated && <Alert type="info" showIcon title={t('reports.groupsTruncated')} />}
      {result.format === 'tabular' ? (
        <TabularTable {...props} />
      ) : result.format === 'matrix' ? (
        <MatrixTable result={result} format={props.format} />
      ) : (
        <SummaryTable result={result} format={props.format} />
      )}
    </div>
  );
}
