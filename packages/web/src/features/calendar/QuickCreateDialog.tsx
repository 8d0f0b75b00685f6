import {
  checkRecurrence,
  MAX_OCCURRENCES,
  parseDateTimeText,
  RECURRENCE_FREQUENCIES,
  type RecurrenceFrequency,
  type RecurrenceRule,
} from '@vela/core';
import {
  Alert,
  Button,
  Checkbox,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Select,
  Space,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjs, storedTimeOf, WIRE_DATE_TIME, wallTimeOf } from '../field-widgets/index.js';
import { createEvent, failureText } from './calendar-api.js';

export interface QuickRange {
  begintime: string;
  endtime: string;
  allDay: boolean;
}

interface Props {
  range: QuickRange;
  zone: string;
  onClose: () => void;
  onSaved: (name: string) => void;
  /** Opens the full record form with what was typed so far. */
  onMore: (values: Record<string, string | boolean>) => void;
  overlapsAccepted: (record: Record<string, unknown>) => Promise<boolean>;
}

const REMINDER_CHOICES = [5, 15, 30, 60] as const;

interface Values {
  subject: string;
  start: Dayjs;
  end: Dayjs;
  allDay: boolean;
  location?: string;
  repeat: RecurrenceFrequency | 'none';
  ends: 'count' | 'until';
  count?: number;
  until?: Dayjs;
  reminder: number | 'none';
}

/**
 * Quick create (issue 22 item 1): subject, times, repeat and reminder, saved
 * by /calendar/createEvent through the record save pipeline after the
 * overlapping-events check. A repeat needs an end (count or last date),
 * checked here with core's rule and again by the server.
 */
export function QuickCreateDialog({ range, zone, onClose, onSaved, onMore, overlapsAccepted }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState('');
  const repeat = Form.useWatch('repeat', form) ?? 'none';
  const ends = Form.useWatch('ends', form) ?? 'count';
  const start = wallTimeOf(range.begintime, zone) ?? dayjs();
  const end = wallTimeOf(range.endtime, zone) ?? start.add(1, 'hour');

  const timesOf = (values: Values) => {
    if (values.allDay) {
      const first = values.start.startOf('day');
      const last = values.end.startOf('day');
      return {
        begintime: first.format('YYYY-MM-DD 00:00:00'),
        endtime: (last.isAfter(first) ? last : first.add(1, 'day')).format('YYYY-MM-DD 00:00:00'),
      };
    }
    return { begintime: storedTimeOf(values.start, zone), endtime: storedTimeOf(values.end, zone) };
  };

  const ruleOf = (values: Values): RecurrenceRule | null => {
    if (values.repeat === 'none') return null;
    return {
      freq: values.repeat,
      interval: 1,
      byWeekday: [],
      count: values.ends === 'count' ? (values.count ?? null) : null,
      until: values.ends === 'until' && values.until ? values.until.format('YYYY-MM-DD') : null,
    };
  };

  const save = async () => {
    setProblem('');
    const values = await form.validateFields();
    const times = timesOf(values);
    const startAt = parseDateTimeText(times.begintime) ?? 0;
    const endAt = parseDateTimeText(times.endtime) ?? 0;
    if (endAt <= startAt) {
      setProblem(t('calendar.problem.endBeforeStart'));
      return;
    }
    const rule = ruleOf(values);
    const ruleProblem = rule ? checkRecurrence(rule, startAt, zone) : null;
    if (ruleProblem === 'unbounded') {
      setProblem(t('calendar.problem.unbounded'));
      return;
    }
    if (ruleProblem === 'tooMany' || ruleProblem === 'badCount') {
      setProblem(t('calendar.problem.tooMany', { max: MAX_OCCURRENCES }));
      return;
    }
    setSaving(true);
    try {
      if (!(await overlapsAccepted({ ...times }))) return;
      const answer = await createEvent({
        subject: values.subject,
        ...times,
        isalldayevent: values.allDay,
        ...(values.location ? { location: values.location } : {}),
        recurrence: rule,
        timeZone: zone,
        reminderMinutes: values.reminder === 'none' ? null : values.reminder,
      });
      if (answer.isSaveSuccess) onSaved(answer.name);
      else setProblem(answer.errormessage);
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setSaving(false);
    }
  };

  const more = () => {
    const values = form.getFieldsValue();
    const times = timesOf({ ...values, start: values.start ?? start, end: values.end ?? end });
    onMore({
      subject: values.subject ?? '',
      begintime: times.begintime,
      endtime: times.endtime,
      isalldayevent: values.allDay ?? false,
      ...(values.location ? { location: values.location } : {}),
    });
  };

  return (
    <Modal
      open
      title={t('calendar.quick.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="more" onClick={more}>
          {t('calendar.quick.more')}
        </Button>,
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => void save().catch(() => undefined)}>
          {t('calendar.quick.save')}
        </Button>,
      ]}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          start,
          end,
          allDay: range.allDay,
          repeat: 'none',
          ends: 'count',
          count: 10,
          reminder: 'none',
        }}
        onFinish={() => void save()}
      >
        <Form.Item
          name="subject"
          label={t('calendar.quick.subject')}
          rules={[{ required: true, whitespace: true, message: t('calendar.quick.subjectRequired') }]}
        >
          <Input autoFocus maxLength={255} onPressEnter={() => void save().catch(() => undefined)} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="start" label={t('calendar.quick.start')} rules={[{ required: true }]}>
            <DatePicker
              showTime={{ format: 'HH:mm', minuteStep: 5 }}
              format={`${WIRE_DATE_TIME.slice(0, 10)} HH:mm`}
            />
          </Form.Item>
          <Form.Item name="end" label={t('calendar.quick.end')} rules={[{ required: true }]}>
            <DatePicker
              showTime={{ format: 'HH:mm', minuteStep: 5 }}
              format={`${WIRE_DATE_TIME.slice(0, 10)} HH:mm`}
            />
          </Form.Item>
        </Space>
        <Form.Item name="allDay" valuePropName="checked">
          <Checkbox>{t('calendar.quick.allDay')}</Checkbox>
        </Form.Item>
        <Form.Item name="location" label={t('calendar.quick.location')}>
          <Input maxLength={255} />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="repeat" label={t('calendar.quick.repeat')}>
            <Select
              className="vela-calendar__select"
              options={[
                { value: 'none', label: t('calendar.quick.repeat.none') },
                ...RECURRENCE_FREQUENCIES.map((freq) => ({
                  value: freq,
                  label: t(`calendar.quick.repeat.${freq}`),
                })),
              ]}
            />
          </Form.Item>
          {repeat !== 'none' && (
            <Form.Item name="ends" label={t('calendar.quick.ends')}>
              <Radio.Group
                options={[
                  { value: 'count', label: t('calendar.quick.ends.count') },
                  { value: 'until', label: t('calendar.quick.ends.until') },
                ]}
              />
            </Form.Item>
          )}
          {repeat !== 'none' && ends === 'count' && (
            <Form.Item name="count" label={t('calendar.quick.count')}>
              <InputNumber min={1} max={MAX_OCCURRENCES} precision={0} />
            </Form.Item>
          )}
          {repeat !== 'none' && ends === 'until' && (
            <Form.Item name="until" label={t('calendar.quick.until')}>
              <DatePicker />
            </Form.Item>
          )}
        </Space>
        <Form.Item name="reminder" label={t('calendar.quick.reminder')}>
          <Select
            className="vela-calendar__select"
            options={[
              { value: 'none', label: t('calendar.quick.reminder.none') },
              ...REMINDER_CHOICES.map((count) => ({
                value: count,
                label: t('calendar.quick.reminder.minutes', { count }),
              })),
            ]}
          />
        </Form.Item>
        {problem && <Alert type="error" showIcon title={problem} role="alert" />}
      </Form>
    </Modal>
  );
}
