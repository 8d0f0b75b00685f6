import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Form, List, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storedTimeOf } from '../field-widgets/index.js';
import { wallLabel, wallOf } from './desk-timeline.js';
import {
  type DeskResource,
  DISPATCH_KEYS,
  fetchRecommendations,
  type RecommendationReason,
  type WorkOrderCard,
} from './dispatch-api.js';

interface SelectedWorkOrderProps {
  card: WorkOrderCard | null;
  resources: readonly DeskResource[];
  /** The first visible day ('YYYY-MM-DD'): recommendations look from there. */
  from: string;
  hours: readonly string[];
  zone: string | undefined;
  busy: boolean;
  onAssign: (card: WorkOrderCard, resourceId: string, start: string) => void;
  onUnassign: (card: WorkOrderCard) => void;
}

/**
 * The chosen work order: its recommended resources with their reasons (one
 * click assigns at the first free time), and the keyboard's way to assign:
 * choose a resource and a start, then Assign. An assigned one unassigns.
 */
export function SelectedWorkOrder(props: SelectedWorkOrderProps) {
  const { t } = useTranslation();
  const { card } = props;
  const [resourceId, setResourceId] = useState<string | undefined>();
  const [start, setStart] = useState<string | undefined>();
  const recommendations = useQuery({
    queryKey: DISPATCH_KEYS.recommend(card?.id ?? '', props.from),
    queryFn: () => fetchRecommendations(card?.id ?? '', props.from),
    enabled: card !== null && card.resourceId === '',
  });
  if (!card)
    return (
      <aside className="vela-dispatch__selected" aria-label={t('dispatch.selected')}>
        <Empty description={t('dispatch.selectHint')} />
      </aside>
    );
  const reasonText = (reason: RecommendationReason): string => {
    switch (reason.kind) {
      case 'qualified':
      case 'unqualified':
        return t(`dispatch.reason.${reason.kind}`, { field: reason.field, values: reason.values.join(', ') });
      case 'workRule':
        return t('dispatch.reason.workRule', { rule: reason.rule });
      case 'freeTime':
        return t('dispatch.reason.freeTime', { time: wallLabel(reason.start, props.zone) });
      case 'noFreeTime':
        return t('dispatch.reason.noFreeTime');
      case 'travel':
        return t(
          reason.fromPreviousJob ? 'dispatch.reason.travelFromPreviousJob' : 'dispatch.reason.travel',
          {
            km: reason.km,
            minutes: reason.minutes,
          },
        );
      case 'workload':
        return t('dispatch.reason.workload', { booked: reason.bookedHours, capacity: reason.capacityHours });
    }
  };
  return (
    <aside className="vela-dispatch__selected" aria-label={t('dispatch.selected')}>
      <Typography.Title level={5}>{card.name}</Typography.Title>
      {!card.canEdit && <Alert type="info" showIcon title={t('dispatch.readOnly')} />}
      {card.resourceId !== '' ? (
        <Space direction="vertical">
          <Typography.Text>{wallLabel(card.start, props.zone)}</Typography.Text>
          <Button disabled={!card.canEdit || props.busy} onClick={() => props.onUnassign(card)}>
            {t('dispatch.unassign')}
          </Button>
        </Space>
      ) : (
        <>
          <Typography.Text strong>{t('dispatch.recommended')}</Typography.Text>
          {recommendations.isPending ? (
            <Skeleton active paragraph={{ rows: 3 }} />
          ) : (
            <List
              size="small"
              locale={{ emptyText: t('dispatch.noRecommendations') }}
              dataSource={recommendations.data?.recommendations ?? []}
              renderItem={(item) => (
                <List.Item aria-label={item.name} className="vela-dispatch__recommendation">
                  <Space size={4} wrap>
                    <Typography.Text strong>{item.name}</Typography.Text>
                    {!item.eligible && <Tag color="default">{t('dispatch.notEligible')}</Tag>}
                  </Space>
                  <ul className="vela-dispatch__reasons">
                    {item.reasons.map((reason) => (
                      <li key={reasonText(reason)}>{reasonText(reason)}</li>
                    ))}
                  </ul>
                  {item.eligible && item.firstFreeStart && (
                    <Button
                      size="small"
                      type="primary"
                      disabled={!card.canEdit || props.busy}
                      onClick={() => props.onAssign(card, item.resourceId, item.firstFreeStart)}
                    >
                      {t('dispatch.assignAt', { time: wallLabel(item.firstFreeStart, props.zone) })}
                    </Button>
                  )}
                </List.Item>
              )}
            />
          )}
          <Form
            layout="vertical"
            className="vela-dispatch__assign-form"
            onFinish={() => {
              if (resourceId && start)
                props.onAssign(card, resourceId, storedTimeOf(wallOf(start), props.zone));
            }}
          >
            <Form.Item label={t('dispatch.assignTo')} htmlFor="vela-dispatch-resource">
              <Select
                id="vela-dispatch-resource"
                showSearch
                optionFilterProp="label"
                value={resourceId}
                onChange={setResourceId}
                options={props.resources.map((resource) => ({ value: resource.id, label: resource.name }))}
              />
            </Form.Item>
            <Form.Item label={t('dispatch.startAt')} htmlFor="vela-dispatch-start">
              <Select
                id="vela-dispatch-start"
                showSearch
                optionFilterProp="label"
                value={start}
                onChange={setStart}
                options={props.hours.map((hour) => ({
                  value: hour,
                  label: wallOf(hour).format('ddd D MMM HH:mm'),
                }))}
              />
            </Form.Item>
            <Button
              htmlType="submit"
              type="primary"
              disabled={!card.canEdit || !resourceId || !start || props.busy}
            >
              {t('dispatch.assign')}
            </Button>
          </Form>
        </>
      )}
    </aside>
  );
}
