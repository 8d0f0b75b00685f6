import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Segmented, Skeleton, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobalStore } from '../../state/index.js';
import { dayjs, wallTimeOf } from '../field-widgets/index.js';
import { todayIn, weekStartOf } from '../shift-plan/index.js';
import { timeRange } from './desk-timeline.js';
import { type DeskBar, DISPATCH_KEYS, fetchResourceUsage, type ResourceUsage } from './dispatch-api.js';
import { fillPercent, type UsageColumn, usageColumns } from './usage-columns.js';
import './dispatch.css';

type Range = 7 | 28;

/**
 * Resource usage (`commonObjects/ganttResource`, issue 22): service resources × days or weeks, their
 * work orders and events in each column, the hours booked against the capacity of their working hours,
 * over-allocation in red, and a total per resource.
 */
export default function ResourceUsagePage() {
  const { t } = useTranslation();
  const zone = useGlobalStore((state) => state.userInfo?.timeZone);
  const today = useMemo(() => todayIn(zone), [zone]);
  const [first, setFirst] = useState<Dayjs>(() => weekStartOf(today));
  const [range, setRange] = useState<Range>(7);
  const [byWeek, setByWeek] = useState(false);
  const from = first.format('YYYY-MM-DD');
  const usage = useQuery({
    queryKey: DISPATCH_KEYS.usage(from, range),
    queryFn: () => fetchResourceUsage(from, range),
    placeholderData: keepPreviousData,
  });
  return (
    <Card className="vela-usage" variant="borderless">
      <div className="vela-dispatch__toolbar">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('dispatch.usage.title')}
        </Typography.Title>
        <Space wrap>
          <Segmented
            aria-label={t('dispatch.usage.range')}
            value={range}
            onChange={(value) => setRange(value as Range)}
            options={[
              { value: 7, label: t('dispatch.usage.oneWeek') },
              { value: 28, label: t('dispatch.usage.fourWeeks') },
            ]}
          />
          <Segmented
            aria-label={t('dispatch.usage.columns')}
            value={byWeek ? 'week' : 'day'}
            onChange={(value) => setByWeek(value === 'week')}
            options={[
              { value: 'day', label: t('dispatch.usage.byDay') },
              { value: 'week', label: t('dispatch.usage.byWeek') },
            ]}
          />
          <Button
            icon={<LeftOutlined />}
            aria-label={t('dispatch.previous')}
            title={t('dispatch.previous')}
            onClick={() => setFirst((day) => day.subtract(range, 'day'))}
          />
          <Button onClick={() => setFirst(weekStartOf(today))}>{t('dispatch.today')}</Button>
          <Button
            icon={<RightOutlined />}
            aria-label={t('dispatch.next')}
            title={t('dispatch.next')}
            onClick={() => setFirst((day) => day.add(range, 'day'))}
          />
        </Space>
      </div>
      <Typography.Paragraph type="secondary">{t('dispatch.usage.hint')}</Typography.Paragraph>
      {usage.isError && (
        <Alert
          type="error"
          showIcon
          title={t('common.loadFailed')}
          action={<Button onClick={() => void usage.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      {!usage.data && usage.isPending && <Skeleton active />}
      {usage.data && <UsageGrid usage={usage.data} byWeek={byWeek} zone={zone} />}
    </Card>
  );
}

function UsageGrid({
  usage,
  byWeek,
  zone,
}: {
  usage: ResourceUsage;
  byWeek: boolean;
  zone: string | undefined;
}) {
  const { t } = useTranslation();
  const header = usageColumns(
    usage.days.map((day) => ({ day, bookedHours: 0, capacityHours: 0, over: false })),
    byWeek,
  );
  const dayOf = (bar: DeskBar) => wallTimeOf(bar.start, zone)?.format('YYYY-MM-DD') ?? '';
  return (
    <div style={{ overflowX: 'auto' }}>
      <table className="vela-usage__grid" aria-label={t('dispatch.usage.gridLabel')}>
        <thead>
          <tr>
            <th scope="col" className="vela-usage__resource">
              {t('dispatch.resource')}
            </th>
            {header.map((column) => (
              <th scope="col" key={column.key}>
                {byWeek
                  ? t('dispatch.usage.weekOf', { day: dayjs(column.key).format('D MMM') })
                  : dayjs(column.key).format('ddd D MMM')}
              </th>
            ))}
            <th scope="col">{t('dispatch.usage.total')}</th>
          </tr>
        </thead>
        <tbody>
          {usage.resources.length === 0 && (
            <tr>
              <td colSpan={header.length + 2}>{t('dispatch.noResources')}</td>
            </tr>
          )}
          {usage.resources.map((resource) => {
            const bars = usage.bars.filter((bar) => bar.resourceId === resource.id);
            return (
              <tr key={resource.id}>
                <th scope="row" className="vela-usage__resource">
                  {resource.name}
                  {resource.userName && (
                    <span className="vela-dispatch__resource-meta">{resource.userName}</span>
                  )}
                </th>
                {usageColumns(resource.days, byWeek).map((column) => (
                  <UsageCell
                    key={column.key}
                    column={column}
                    resource={resource.name}
                    items={bars.filter((bar) => column.days.includes(dayOf(bar)))}
                    zone={zone}
                  />
                ))}
                <UsageCell
                  column={{ key: 'total', days: [], ...resource.totals }}
                  resource={resource.name}
                  items={[]}
                  zone={zone}
                  total={resource.totals.utilisation}
                />
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function UsageCell(props: {
  column: UsageColumn;
  resource: string;
  items: readonly DeskBar[];
  zone: string | undefined;
  total?: number;
}) {
  const { t } = useTranslation();
  const { column } = props;
  const figure = t('dispatch.usage.cell', { booked: column.bookedHours, capacity: column.capacityHours });
  return (
    <td
      className={column.over ? 'vela-usage__cell--over' : undefined}
      aria-label={`${props.resource}, ${column.key === 'total' ? t('dispatch.usage.total') : column.key}: ${figure}${column.over ? `, ${t('dispatch.usage.over')}` : ''}`}
    >
      <span className="vela-usage__figure">
        {figure}
        {props.total !== undefined && ` · ${props.total} %`}
      </span>
      <div className="vela-usage__meter" aria-hidden="true">
        <span style={{ width: `${fillPercent(column)}%` }} />
      </div>
      {column.over && <span className="vela-usage__figure">{t('dispatch.usage.over')}</span>}
      {props.items.map((item) => (
        <span
          key={`${item.kind}:${item.id}`}
          className={`vela-usage__item vela-usage__item--${item.kind}`}
          title={`${item.name} ${timeRange(item, props.zone)}`}
        >
          {item.name}
        </span>
      ))}
    </td>
  );
}
