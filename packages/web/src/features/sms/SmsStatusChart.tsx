import type { SmsStatus } from '@vela/core';
import { useTranslation } from 'react-i18next';

interface SmsStatusChartProps {
  counts: ReadonlyArray<{ status: SmsStatus; count: number }>;
  onPick: (status: SmsStatus) => void;
}

/** One bar split by status: how the texts fared at a glance; a part of it filters the list. */
export function SmsStatusChart({ counts, onPick }: SmsStatusChartProps) {
  const { t } = useTranslation();
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return null;
  const shown = counts.filter((entry) => entry.count > 0);
  const summary = shown.map((entry) => `${t(`sms.status.${entry.status}`)} ${entry.count}`).join(', ');
  return (
    <figure className="vela-sms-chart" aria-label={`${t('sms.chart')}: ${summary}`}>
      <div className="vela-sms-chart__bar">
        {shown.map((entry) => (
          <button
            type="button"
            key={entry.status}
            className={`vela-sms-chart__part vela-sms-chart__part--${entry.status}`}
            style={{ flexGrow: entry.count }}
            title={`${t(`sms.status.${entry.status}`)}: ${entry.count}`}
            aria-label={`${t(`sms.status.${entry.status}`)}: ${entry.count}`}
            onClick={() => onPick(entry.status)}
          />
        ))}
      </div>
      <figcaption className="vela-sms-chart__legend">
        {shown.map((entry) => (
          <span key={entry.status} className="vela-sms-chart__key">
            <span className={`vela-sms-chart__swatch vela-sms-chart__part--${entry.status}`} aria-hidden />
            {t(`sms.status.${entry.status}`)} {entry.count}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
