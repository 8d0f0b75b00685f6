import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ChartType,
  folderAccessAtLeast,
  MAX_REPORT_COLUMNS,
  MAX_REPORT_FILTERS,
  MAX_REPORT_GROUPINGS,
  MAX_REPORT_SUMMARIES,
  parseFilterLogic,
  REPORT_FORMATS,
  type ReportDefinition,
  type ReportField,
  reportFunctionName,
  reportRecordCountHeading,
  reportSummaryHeading,
} from '@vela/core';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Input,
  message,
  Segmented,
  Select,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { numberFormat } from '../../i18n/index.js';
import { BucketFields } from './BucketFields.js';
import { chartPoints } from './chart-data.js';
import {
  blankDefinition,
  CHARTS,
  functionsFor,
  GRANULARITIES,
  isDateField,
  moved,
  withFormat,
  withoutSummary,
} from './definition-edits.js';
import { FilterLogicInput } from './FilterLogicInput.js';
import { FilterRows } from './ReportFilterRows.js';
import { ReportOutputActions } from './ReportOutputActions.js';
import { ReportResultView } from './ReportResultView.js';
import {
  editTemplatePath,
  fetchReportTemplate,
  REPORT_TEMPLATES_QUERY_KEY,
  saveReportTemplate,
  templateListPath,
} from './report-templates-api.js';
import {
  fetchReport,
  fetchReportFields,
  fetchReportFolders,
  REPORTS_QUERY_KEY,
  reportPath,
  runReport,
  saveReport,
} from './reports-api.js';
import { SummaryFormulaRows } from './SummaryFormulaRows.js';
import './reports.css';

/** ECharts stays out of every other page: its chunk loads with the first chart drawn. */
const ReportChart = lazy(() => import('./ReportChart.js'));

/** Waits until the definition has stopped changing for a moment, so typing does not run a report per key. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * What the builder builds: a report (addReport/{type}, editReport/{type}/{reportId}) or a report template
 * (setup newTemplate?objectApi=…, editTemplate?id=…; a definition with a name and no folder or sharing).
 */
export type BuilderKind = 'report' | 'template';

/** addReport/{type} and editReport/{type}/{reportId}: build a report, preview it live, save it, run it. */
export default function ReportBuilderPage() {
  return <ReportBuilder kind="report" />;
}

/**
 * The report builder. A report may start from a template (addReport/{type}?templateId=…): the template's
 * definition is copied in, and the report is the user's own from then on.
 */
export function ReportBuilder({ kind }: { kind: BuilderKind }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = useParams();
  const location = useLocation();
  const isTemplate = kind === 'template';
  const reportId = isTemplate ? undefined : params.reportId;
  const [messages, messageHolder] = message.useMessage();
  const saved = useQuery({
    queryKey: [REPORTS_QUERY_KEY, 'report', reportId],
    queryFn: () => fetchReport(reportId as string),
    enabled: reportId !== undefined,
  });
  // editReport/{type}/{reportId}/{folderId} and addReport/{type}?folderId=…: the folder to save into;
  // addReport/{type}?reportTypeId=…: a report type (dataSource) joining related objects to the object.
  const [searchParams] = useSearchParams();
  // editTemplate?id=…: the template changed; addReport/{type}?templateId=…: the template a report starts from.
  const templateId = isTemplate
    ? (searchParams.get('id') ?? undefined)
    : reportId === undefined
      ? (searchParams.get('templateId') ?? undefined)
      : undefined;
  const template = useQuery({
    queryKey: [REPORT_TEMPLATES_QUERY_KEY, 'one', templateId],
    queryFn: () => fetchReportTemplate(templateId as string),
    enabled: templateId !== undefined,
  });
  const source = reportId !== undefined ? saved : templateId !== undefined ? template : null;
  const loaded = source === null || source.data !== undefined;
  const objectApi = isTemplate
    ? (template.data?.objectApi ?? searchParams.get('objectApi') ?? '')
    : (params.type ?? '');
  const reportTypeId = source
    ? source.data?.definition.reportTypeId
    : (searchParams.get('reportTypeId') ?? undefined);
  const catalogue = useQuery({
    queryKey: [REPORTS_QUERY_KEY, 'fields', objectApi, reportTypeId ?? ''],
    queryFn: () => fetchReportFields(objectApi, reportTypeId),
    enabled: loaded && objectApi !== '',
  });
  const [definition, setDefinition] = useState<ReportDefinition>(() =>
    blankDefinition(objectApi, source ? undefined : (searchParams.get('reportTypeId') ?? undefined)),
  );
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const [folderId, setFolderId] = useState<string | null>(
    params.folderId ?? searchParams.get('folderId') ?? null,
  );
  const folders = useQuery({ queryKey: [REPORTS_QUERY_KEY, 'folders'], queryFn: fetchReportFolders });
  const [pageIndex, setPageIndex] = useState(1);
  const [saveError, setSaveError] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!saved.data) return;
    setDefinition(saved.data.definition);
    setName(saved.data.name);
    setIsPublic(saved.data.isPublic);
    setFolderId(saved.data.folderId);
  }, [saved.data]);
  useEffect(() => {
    if (!template.data) return;
    setDefinition(template.data.definition);
    // A template keeps its name; a report started from one is named by its user.
    if (isTemplate) {
      setName(template.data.name);
      setDescription(template.data.description);
    }
  }, [template.data, isTemplate]);
  const savedName = (location.state as { savedName?: unknown } | null)?.savedName;
  const announced = useRef(false);
  useEffect(() => {
    // Once the page (and its message holder) shows, not while it is still loading.
    if (typeof savedName !== 'string' || !loaded || announced.current) return;
    announced.current = true;
    void messages.success(t(isTemplate ? 'reports.templates.saved' : 'reports.saved', { name: savedName }));
  }, [savedName, loaded, messages, t, isTemplate]);
  const edit = useCallback((next: ReportDefinition) => {
    setDefinition(next);
    setPageIndex(1);
  }, []);

  const settled = useSettled(definition, 300);
  const tabular = settled.format === 'tabular';
  // A filter still waiting for its value is left out of the preview rather than refused; the filter
  // logic then numbers other filters, so the preview joins them all with AND until it is whole.
  const preview = useMemo(() => {
    const complete = settled.filters.filter(
      (filter) =>
        ['empty', 'notempty'].includes(filter.operator) ||
        (Array.isArray(filter.value) ? filter.value.length > 0 : (filter.value ?? '').trim() !== ''),
    );
    const logic = (settled.filterLogic ?? '').trim();
    const logicHolds =
      logic !== '' &&
      complete.length === settled.filters.length &&
      parseFilterLogic(logic, complete.length).ok;
    const { filterLogic: _, ...rest } = settled;
    // A formula still being written (no label or expression yet) waits too.
    const summaryFormulas = (settled.summaryFormulas ?? []).filter(
      (formula) => formula.label.trim() !== '' && formula.expression.trim() !== '',
    );
    return { ...rest, filters: complete, summaryFormulas, ...(logicHolds ? { filterLogic: logic } : {}) };
  }, [settled]);
  const run = useQuery({
    queryKey: [REPORTS_QUERY_KEY, 'run', JSON.stringify(preview), pageIndex, tabular],
    queryFn: () => runReport(preview, pageIndex, tabular, reportId),
    enabled: loaded,
    retry: false,
    placeholderData: (previous) => previous,
  });
  // A table's rows show at once; its totals read every matching row and follow when ready.
  const totals = useQuery({
    queryKey: [REPORTS_QUERY_KEY, 'totals', JSON.stringify(preview)],
    queryFn: async () => (await runReport(preview, 1, false, reportId)).total,
    enabled: tabular && loaded,
    retry: false,
  });
  const format = useMemo(() => {
    const formatter = numberFormat(i18n.language, { maximumFractionDigits: 2 });
    return (value: number) => formatter.format(value);
  }, [i18n.language]);

  const result = run.data && tabular ? { ...run.data, total: totals.data ?? null } : run.data;
  const emptyLabel = t('reports.emptyValue');
  // The chart redraws when its points change, not on every render.
  const points = useMemo(() => (result ? chartPoints(result, emptyLabel) : []), [result, emptyLabel]);

  const fields = catalogue.data?.fields ?? [];
  const fieldOf = (api: string) => fields.find((field) => field.apiName === api);
  const fieldOptions = (list: readonly ReportField[]) =>
    list.map((field) => ({ value: field.apiName, label: field.label }));
  const labelOf = (api: string) => fieldOf(api)?.label ?? api;

  const onSaveTemplate = async () => {
    const answer = await saveReportTemplate({
      ...(templateId ? { id: templateId } : {}),
      name,
      description,
      definition,
    });
    void queryClient.invalidateQueries({ queryKey: [REPORT_TEMPLATES_QUERY_KEY] });
    if (templateId) void messages.success(t('reports.templates.saved', { name: answer.name }));
    else navigate(editTemplatePath(answer.id), { replace: true, state: { savedName: answer.name } });
  };

  const onSaveReport = async () => {
    const answer = await saveReport({
      ...(reportId ? { id: reportId } : {}),
      name,
      isPublic,
      folderId,
      definition,
    });
    void queryClient.invalidateQueries({ queryKey: [REPORTS_QUERY_KEY] });
    // A new report moves to its own address (another route, another page): that page says it was saved.
    if (reportId) void messages.success(t('reports.saved', { name: answer.name }));
    else
      navigate(reportPath(answer.objectApi, answer.id), {
        replace: true,
        state: { savedName: answer.name },
      });
  };

  const onSave = async () => {
    if (name.trim() === '') {
      setSaveError(t(isTemplate ? 'reports.templates.nameRequired' : 'reports.nameRequired'));
      return;
    }
    setSaving(true);
    setSaveError('');
    try {
      await (isTemplate ? onSaveTemplate() : onSaveReport());
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  if (catalogue.isError || source?.isError)
    return (
      <Alert
        className="vela-report__page"
        type="error"
        showIcon
        title={(catalogue.error ?? source?.error)?.message ?? t('common.loadFailed')}
      />
    );
  if (!catalogue.data || !loaded) return <Skeleton className="vela-report__page" active />;

  const grouped = definition.format !== 'tabular';
  const groupable = fields.filter((field) => field.groupable);
  const groupOptions = [
    ...fieldOptions(groupable),
    ...(definition.buckets ?? []).map((bucket) => ({ value: bucket.apiName, label: bucket.label })),
  ];
  const summaries = definition.summaries;
  const measures = [
    { value: -1, label: reportRecordCountHeading(i18n.language) },
    ...summaries.map((summary, index) => ({
      value: index,
      label: reportSummaryHeading(i18n.language, summary.fn, labelOf(summary.field)),
    })),
    ...(definition.summaryFormulas ?? []).map((formula, index) => ({
      value: summaries.length + index,
      label: formula.label || `${t('reports.summaryFormulas')} ${index + 1}`,
    })),
  ];
  const chart = definition.chart;
  const measureLabel = measures.find((measure) => measure.value === (chart?.measure ?? -1))?.label ?? '';
  const xMeasureLabel = measures.find((measure) => measure.value === (chart?.xMeasure ?? -1))?.label ?? '';

  return (
    <div className="vela-report__page">
      {messageHolder}
      <div className="vela-report__header">
        {isTemplate ? (
          <>
            <Typography.Title level={4} className="vela-report__title">
              {catalogue.data.label} · {templateId ? name : t('reports.templates.new')}
            </Typography.Title>
            <Space wrap>
              <Link to={templateListPath}>{t('reports.templates.allTemplates')}</Link>
              <Input
                aria-label={t('reports.templates.name')}
                placeholder={t('reports.templates.name')}
                value={name}
                maxLength={80}
                onChange={(event) => setName(event.target.value)}
                className="vela-report__name"
              />
              <Input
                aria-label={t('reports.templates.description')}
                placeholder={t('reports.templates.description')}
                value={description}
                maxLength={2000}
                onChange={(event) => setDescription(event.target.value)}
                className="vela-report__name"
              />
              <Button type="primary" loading={saving} onClick={() => void onSave()}>
                {t('reports.templates.save')}
              </Button>
            </Space>
          </>
        ) : (
          <>
            <Typography.Title level={4} className="vela-report__title">
              {catalogue.data.label} · {reportId ? name : t('reports.new')}
              {template.data && (
                <Typography.Text type="secondary" className="vela-report__from-template">
                  {t('reports.templates.fromTemplate', { name: template.data.name })}
                </Typography.Text>
              )}
            </Typography.Title>
            <Space wrap>
              <Input
                aria-label={t('reports.name')}
                placeholder={t('reports.name')}
                value={name}
                maxLength={80}
                onChange={(event) => setName(event.target.value)}
                className="vela-report__name"
              />
              <Select<string>
                aria-label={t('reports.folder')}
                className="vela-report__folder-select"
                value={folderId ?? ''}
                onChange={(value) => setFolderId(value === '' ? null : value)}
                options={[
                  { value: '', label: t('reports.noFolder') },
                  ...(folders.data ?? [])
                    .filter((folder) => folderAccessAtLeast(folder.access, 'edit') || folder.id === folderId)
                    .map((folder) => ({ value: folder.id, label: folder.name })),
                ]}
              />
              <Checkbox checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)}>
                {t('reports.shared')}
              </Checkbox>
              <Button
                type="primary"
                loading={saving}
                // A report shared to view (a folder's viewers, the organisation's public reports) runs, not saves.
                disabled={saved.data?.canEdit === false}
                onClick={() => void onSave()}
              >
                {t('reports.save')}
              </Button>
              {reportId && saved.data && (
                <ReportOutputActions
                  reportId={reportId}
                  name={saved.data.name}
                  format={saved.data.definition.format}
                  actions={saved.data.actions}
                />
              )}
            </Space>
          </>
        )}
      </div>
      {saveError && <Alert type="error" showIcon title={saveError} className="vela-report__save-error" />}
      <div className="vela-report__body">
        <Card className="vela-report__builder" size="small">
          <section aria-labelledby="vela-report-format">
            <Typography.Title level={5} id="vela-report-format">
              {t('reports.format')}
            </Typography.Title>
            <Segmented
              aria-labelledby="vela-report-format"
              value={definition.format}
              options={REPORT_FORMATS.map((value) => ({ value, label: t(`reports.format.${value}`) }))}
              onChange={(value) => edit(withFormat(definition, value, fields))}
            />
          </section>

          <section aria-labelledby="vela-report-columns">
            <Typography.Title level={5} id="vela-report-columns">
              {t('reports.columns')}
            </Typography.Title>
            <ol className="vela-report__list">
              {definition.columns.map((api, index) => (
                <li key={api}>
                  <span>{labelOf(api)}</span>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('reports.moveUp', { name: labelOf(api) })}
                    disabled={index === 0}
                    onClick={() =>
                      edit({ ...definition, columns: moved(definition.columns, index, index - 1) })
                    }
                  />
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('reports.moveDown', { name: labelOf(api) })}
                    disabled={index === definition.columns.length - 1}
                    onClick={() =>
                      edit({ ...definition, columns: moved(definition.columns, index, index + 1) })
                    }
                  />
                  <Button
                    size="small"
                    type="text"
                    icon={<CloseOutlined />}
                    aria-label={t('reports.remove', { name: labelOf(api) })}
                    onClick={() =>
                      edit({ ...definition, columns: definition.columns.filter((c) => c !== api) })
                    }
                  />
                </li>
              ))}
            </ol>
            {definition.columns.length < MAX_REPORT_COLUMNS && (
              <Select
                aria-label={t('reports.addColumn')}
                placeholder={t('reports.addColumn')}
                showSearch={{ optionFilterProp: 'label' }}
                value={null}
                className="vela-report__select"
                options={fieldOptions(fields.filter((field) => !definition.columns.includes(field.apiName)))}
                onChange={(api: string) => edit({ ...definition, columns: [...definition.columns, api] })}
              />
            )}
          </section>

          {grouped && (
            <section aria-labelledby="vela-report-groupings">
              <Typography.Title level={5} id="vela-report-groupings">
                {t('reports.groupings')}
              </Typography.Title>
              {definition.groupings.map((grouping, index) => {
                const label =
                  definition.format === 'matrix'
                    ? t(index === 0 ? 'reports.matrixRows' : 'reports.matrixColumns')
                    : `${t('reports.groupings')} ${index + 1}`;
                const replace = (next: (typeof definition.groupings)[number]) =>
                  edit({
                    ...definition,
                    groupings: definition.groupings.map((g, at) => (at === index ? next : g)),
                  });
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's place is its identity (the server names "Grouping 2", "Summary 1" by it)
                  <Space key={`${index}:${grouping.field}`} className="vela-report__row" wrap>
                    <Select
                      aria-label={label}
                      showSearch={{ optionFilterProp: 'label' }}
                      className="vela-report__select"
                      value={grouping.field}
                      options={groupOptions}
                      onChange={(api: string) => replace({ field: api })}
                    />
                    {isDateField(fieldOf(grouping.field)) && (
                      <Select
                        showSearch={{ optionFilterProp: 'label' }}
                        aria-label={`${label}: ${t('reports.granularity.month')}`}
                        value={grouping.dateGranularity ?? 'month'}
                        options={GRANULARITIES.map((value) => ({
                          value,
                          label: t(`reports.granularity.${value}`),
                        }))}
                        onChange={(dateGranularity) => replace({ ...grouping, dateGranularity })}
                      />
                    )}
                    {definition.format === 'summary' && definition.groupings.length > 1 && (
                      <Button
                        type="text"
                        icon={<CloseOutlined />}
                        aria-label={t('reports.remove', { name: labelOf(grouping.field) })}
                        onClick={() =>
                          edit({
                            ...definition,
                            groupings: definition.groupings.filter((_, at) => at !== index),
                          })
                        }
                      />
                    )}
                  </Space>
                );
              })}
              {definition.format === 'summary' && definition.groupings.length < MAX_REPORT_GROUPINGS && (
                <Select
                  aria-label={t('reports.addGrouping')}
                  placeholder={t('reports.addGrouping')}
                  showSearch={{ optionFilterProp: 'label' }}
                  value={null}
                  className="vela-report__select"
                  options={groupOptions}
                  onChange={(api: string) =>
                    edit({ ...definition, groupings: [...definition.groupings, { field: api }] })
                  }
                />
              )}
            </section>
          )}

          <section aria-labelledby="vela-report-filters">
            <Typography.Title level={5} id="vela-report-filters">
              {(definition.filterLogic ?? '').trim() === ''
                ? t('reports.filters')
                : t('reports.filtersWithLogic')}
            </Typography.Title>
            <FilterRows
              fields={fields}
              relativeDates={catalogue.data.relativeDates}
              filters={definition.filters}
              max={MAX_REPORT_FILTERS}
              onChange={(filters) => edit({ ...definition, filters })}
            />
            {definition.filters.length > 1 && (
              <FilterLogicInput
                value={definition.filterLogic ?? ''}
                filterCount={definition.filters.length}
                onChange={(filterLogic) => edit({ ...definition, filterLogic })}
              />
            )}
          </section>

          <section aria-labelledby="vela-report-summaries">
            <Typography.Title level={5} id="vela-report-summaries">
              {t('reports.summaries')}
            </Typography.Title>
            {summaries.map((summary, index) => {
              const replace = (next: (typeof summaries)[number]) =>
                edit({ ...definition, summaries: summaries.map((s, at) => (at === index ? next : s)) });
              const summaryFields = fields.filter((field) => functionsFor(field).length > 1);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's place is its identity (the server names "Grouping 2", "Summary 1" by it)
                <Space key={`${index}:${summary.field}:${summary.fn}`} className="vela-report__row" wrap>
                  <Select
                    showSearch={{ optionFilterProp: 'label' }}
                    aria-label={`${t('reports.summaries')} ${index + 1}`}
                    value={summary.fn}
                    options={functionsFor(fieldOf(summary.field)).map((fn) => ({
                      value: fn,
                      label: reportFunctionName(i18n.language, fn),
                    }))}
                    onChange={(fn) => replace({ ...summary, fn })}
                  />
                  <Select
                    aria-label={`${t('reports.summaries')} ${index + 1}: ${labelOf(summary.field)}`}
                    showSearch={{ optionFilterProp: 'label' }}
                    className="vela-report__select"
                    value={summary.field}
                    options={fieldOptions(summaryFields)}
                    onChange={(api: string) => {
                      const fns = functionsFor(fieldOf(api));
                      replace({
                        field: api,
                        fn: fns.includes(summary.fn) ? summary.fn : (fns[0] ?? 'count'),
                      });
                    }}
                  />
                  <Button
                    type="text"
                    icon={<CloseOutlined />}
                    aria-label={t('reports.remove', { name: labelOf(summary.field) })}
                    onClick={() => edit(withoutSummary(definition, index))}
                  />
                </Space>
              );
            })}
            {summaries.length < MAX_REPORT_SUMMARIES && (
              <Select
                aria-label={t('reports.addSummary')}
                placeholder={t('reports.addSummary')}
                showSearch={{ optionFilterProp: 'label' }}
                value={null}
                className="vela-report__select"
                options={fieldOptions(fields.filter((field) => functionsFor(field).length > 1))}
                onChange={(api: string) =>
                  edit({
                    ...definition,
                    summaries: [...summaries, { field: api, fn: functionsFor(fieldOf(api))[0] ?? 'count' }],
                  })
                }
              />
            )}
          </section>

          {grouped && (
            <BucketFields
              definition={definition}
              fields={fields}
              onChange={(buckets) => edit({ ...definition, buckets })}
            />
          )}

          {grouped && (
            <SummaryFormulaRows
              formulas={definition.summaryFormulas ?? []}
              onChange={(summaryFormulas) => edit({ ...definition, summaryFormulas })}
            />
          )}

          {grouped && (
            <section aria-labelledby="vela-report-chart">
              <Typography.Title level={5} id="vela-report-chart">
                {t('reports.chart')}
              </Typography.Title>
              <Space wrap>
                <Select<ChartType | 'none'>
                  aria-label={t('reports.chart')}
                  showSearch={{ optionFilterProp: 'label' }}
                  className="vela-report__select"
                  value={chart?.type ?? 'none'}
                  options={[
                    { value: 'none', label: t('reports.noChart') },
                    ...CHARTS.map((value) => ({ value, label: t(`reports.chart.${value}`) })),
                  ]}
                  onChange={(value) =>
                    edit({
                      ...definition,
                      chart:
                        value === 'none'
                          ? null
                          : { type: value, measure: chart?.measure ?? (summaries.length > 0 ? 0 : -1) },
                    })
                  }
                />
                {chart && (
                  <Select
                    aria-label={t('reports.chartMeasure')}
                    showSearch={{ optionFilterProp: 'label' }}
                    className="vela-report__select"
                    value={chart.measure}
                    options={measures}
                    onChange={(measure: number) => edit({ ...definition, chart: { ...chart, measure } })}
                  />
                )}
                {chart?.type === 'scatter' && (
                  <Select
                    aria-label={t('reports.chartXMeasure')}
                    showSearch={{ optionFilterProp: 'label' }}
                    className="vela-report__select"
                    value={chart.xMeasure ?? -1}
                    options={measures}
                    onChange={(xMeasure: number) => edit({ ...definition, chart: { ...chart, xMeasure } })}
                  />
                )}
              </Space>
            </section>
          )}
        </Card>

        <Card
          className="vela-report__preview"
          size="small"
          title={reportId ? t('reports.result') : t('reports.preview')}
        >
          {run.isError ? (
            <Alert type="warning" showIcon title={t('reports.runFailed', { reason: run.error.message })} />
          ) : !result ? (
            <Skeleton active />
          ) : (
            <div aria-busy={run.isFetching} aria-live="polite">
              {result.chart && result.groups.length > 0 && (
                <Suspense fallback={<div className="vela-report__chart" />}>
                  <ReportChart
                    type={result.chart.type}
                    points={points}
                    measureLabel={measureLabel}
                    xLabel={xMeasureLabel}
                    label={`${t(`reports.chart.${result.chart.type}`)}: ${measureLabel}`}
                    format={format}
                  />
                </Suspense>
              )}
              <ReportResultView
                result={result}
                fields={fields}
                format={format}
                pageIndex={pageIndex}
                onPage={setPageIndex}
              />
            </div>
          )}
        </Card>
      </div>
    </div>
  );
}
