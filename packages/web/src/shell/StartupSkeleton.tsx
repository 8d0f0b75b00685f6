import { useTranslation } from 'react-i18next';

const LINES = ['40%', '70%', '55%', '90%', '85%', '92%', '78%', '88%', '60%'];

/**
 * What the shell looks like while startup runs: its own outline, not a spinner on a blank page.
 * Plain elements and CSS, not antd's Skeleton: generating its styles cost the cold start CPU
 * for a view that is gone a moment later (docs/BENCHMARKS.md).
 */
export function StartupSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="vela-shell" aria-busy="true">
      <div className="vela-skeleton__bar" />
      <div className="vela-content">
        <p role="status" className="vela-visually-hidden" style={{ position: 'absolute', left: -9999 }}>
          {t('shell.loading')}
        </p>
        {LINES.map((width, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative list that never reorders.
            key={index}
            className={index === 0 ? 'vela-skeleton__line vela-skeleton__line--title' : 'vela-skeleton__line'}
            style={{ width, marginTop: index === 3 ? 40 : undefined }}
          />
        ))}
      </div>
    </div>
  );
}
