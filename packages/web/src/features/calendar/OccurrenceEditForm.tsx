import { parseDateTimeText, seriesEditValues } from '@vela/core';
import { Alert, Button, DatePicker, Form, Input, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjs, storedTimeOf, WIRE_DATE_TIME, wallTimeOf } from '../field-widgets/index.js';
import { type CalendarItem, editOccurrence, failureText, saveEventTimes } from './calendar-api.js';
import { recordTimesOf } from './calendar-items.js';
import { useSeriesScope } from './SeriesScopeDialog.js';

interface Values {
  subject: string;
  start: Dayjs;
  end: Dayjs;
  location?: string;
}

interface Props {
  /** The occurrence of a series, as the calendar shows it. */
  item: CalendarItem;
  /** The person's zone: the times are edited on their clock. */
  zone: string;
  onSaved: (name: string) => void;
  onCancel: () => void;
}

const stored = (value: string) => Date.parse(`${value.replace(' ', 'T')}Z`);

/**
 * "Edit this occurrence" of a repeating event (issue 22): its subject, times
 * and location, then the series question the calendar asks of a drag: only
 * this occurrence (it leaves the series with the changes), this and the
 * following ones (the series is cut there), or the whole series (its record
 * moves by as much as this occurrence did). The other values go as core's
 * seriesEditValues, the same the record form sends.
 */
export function OccurrenceEditForm({ item, zone, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [askScope, scopeDialog] = useSeriesScope();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState('');
  const format = item.allDay ? WIRE_DATE_TIME.slice(0, 10) : `${WIRE_DATE_TIME.slice(0, 10)} HH:mm`;

  const timesOf = (values: Values) => {
    if (!item.allDay)
      return { begintime: storedTimeOf(values.start, zone), endtime: storedTimeOf(values.end, zone) };
    const first = values.start.startOf('day');
    const last = values.end.startOf('day');
    return {
      begintime: first.format('YYYY-MM-DD 00:00:00'),
      endtime: (last.isAfter(first) ? last : first.add(1, 'day')).format('YYYY-MM-DD 00:00:00'),
    };
  };

  const save = async (values: Values) => {
    setProblem('');
    const times = timesOf(values);
    if ((parseDateTimeText(times.endtime) ?? 0) <= (parseDateTimeText(times.begintime) ?? 0)) {
      setProblem(t('calendar.problem.endBeforeStart'));
      return;
    }
    const changed: Record<string, unknown> = {};
    if (values.subject.trim() !== item.title) changed.subject = values.subject.trim();
    if ((values.location ?? '') !== item.location) changed.location = values.location ?? '';
    const scope = await askScope(item.title, 'move');
    if (!scope || !item.series) return;
    setSaving(true);
    try {
      let reason: string | null;
      let name = values.subject.trim();
      if (scope === 'all') {
        const record = recordTimesOf(
          item,
          stored(times.begintime) - stored(item.start),
          stored(times.endtime) - stored(times.begintime),
        );
        reason = await saveEventTimes({
          id: item.id,
          ...record,
          lastModified: item.lastModified,
          values: seriesEditValues(changed),
        });
      } else {
        const answer = await editOccurrence(
          { eventId: item.id, index: item.series.index, ...times, values: seriesEditValues(changed) },
          scope,
        );
        reason = answer.isSaveSuccess ? null : answer.errormessage || 'not saved';
        name = answer.name || name;
      }
      if (reason === null) onSaved(name);
      else setProblem(t('calendar.refused', { name: item.title, reason }));
    } catch (error) {
      setProblem(t('calendar.refused', { name: item.title, reason: failureText(error) }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Form<Values>
        form={form}
        layout="vertical"
        aria-label={t('calendar.series.edit')}
        initialValues={{
          subject: item.title,
          start: wallTimeOf(item.start, zone) ?? dayjs(),
          end: wallTimeOf(item.end, zone) ?? dayjs(),
          location: item.location,
        }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="subject"
          label={t('calendar.quick.subject')}
          rules={[{ required: true, whitespace: true, message: t('calendar.quick.subjectRequired') }]}
        >
          <Input autoFocus maxLength={255} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="start" label={t('calendar.quick.start')} rules={[{ required: true }]}>
            <DatePicker showTime={item.allDay ? false : { format: 'HH:mm', minuteStep: 5 }} format={format} />
          </Form.Item>
          <Form.Item name="end" label={t('calendar.quick.end')} rules={[{ required: true }]}>
            <DatePicker showTime={item.allDay ? false : { format: 'HH:mm', minuteStep: 5 }} format={format} />
          </Form.Item>
        </Space>
        <Form.Item name="location" label={t('calendar.quick.location')}>
          <Input maxLength={255} />
        </Form.Item>
        {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} />}
        <Space>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('calendar.series.save')}
          </Button>
        </Space>
      </Form>
      {scopeDialog}
    </>
  );
}
