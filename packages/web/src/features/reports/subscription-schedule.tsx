import { MAX_SUBSCRIPTION_DAY, type SubscriptionFrequency } from '@vela/core';
import { Form, Segmented, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const DAYS = Array.from({ length: MAX_SUBSCRIPTION_DAY }, (_, index) => index + 1);

/** "Monday" … "Sunday" in the reader's language (1 Monday … 7 Sunday; 5 Jan 2026 is a Monday). */
export const weekdayName = (language: string, weekday: number) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 0, 4 + weekday)),
  );
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export interface ScheduleChoice {
  frequency: SubscriptionFrequency;
  weekday: number;
  dayOfMonth: number;
  hour: number;
}

/** "Every Monday at 07:00", "Monthly on day 3 at 07:00": a schedule as the lists show it. */
export function scheduleText(t: TFunction, language: string, schedule: ScheduleChoice): string {
  const hour = hourText(schedule.hour);
  if (schedule.frequency === 'weekly')
    return t('reports.scheduleWeekly', { day: weekdayName(language, schedule.weekday), hour });
  if (schedule.frequency === 'monthly')
    return t('reports.scheduleMonthly', { day: schedule.dayOfMonth, hour });
  return t('reports.scheduleDaily', { hour });
}

/** How often and when: the frequency, then the weekday or day of the month it asks for, then the hour. */
export function ScheduleFields<F extends SubscriptionFrequency>(props: {
  frequencies: readonly F[];
  value: ScheduleChoice & { frequency: F };
  onChange: (next: ScheduleChoice & { frequency: F }) => void;
}) {
  const { t, i18n } = useTranslation();
  const { value, onChange } = props;
  return (
    <>
      <Form.Item label={t('reports.frequency')}>
        <Segmented<F>
          aria-label={t('reports.frequency')}
          value={value.frequency}
          onChange={(frequency) => onChange({ ...value, frequency })}
          options={props.frequencies.map((frequency) => ({
            value: frequency,
            label: t(`reports.frequency.${frequency}`),
          }))}
        />
      </Form.Item>
      <div className="vela-report__schedule">
        {value.frequency === 'weekly' && (
          <Form.Item label={t('reports.weekday')}>
            <Select
              aria-label={t('reports.weekday')}
              value={value.weekday}
              onChange={(weekday: number) => onChange({ ...value, weekday })}
              className="vela-report__select"
              options={WEEKDAYS.map((day) => ({ value: day, label: weekdayName(i18n.language, day) }))}
            />
          </Form.Item>
        )}
        {value.frequency === 'monthly' && (
          <Form.Item label={t('reports.dayOfMonth')}>
            <Select
              aria-label={t('reports.dayOfMonth')}
              value={value.dayOfMonth}
              onChange={(dayOfMonth: number) => onChange({ ...value, dayOfMonth })}
              options={DAYS.map((day) => ({ value: day, label: String(day) }))}
            />
          </Form.Item>
        )}
        <Form.Item label={t('reports.hour')}>
          <Select
            aria-label={t('reports.hour')}
            value={value.hour}
            onChange={(hour: number) => onChange({ ...value, hour })}
            options={HOURS.map((hour) => ({ value: hour, label: hourText(hour) }))}
          />
        </Form.Item>
      </div>
    </>
  );
}
