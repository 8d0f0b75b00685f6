import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/** What the shell looks like while startup runs: its own outline, not a spinner on a blank page. */
export function StartupSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="vela-shell" aria-busy="true">
      <div className="vela-skeleton__bar" />
      <div className="vela-content">
        <p role="status" className="vela-visually-hidden" style={{ position: 'absolute', left: -9999 }}>
          {t('shell.loading')}
        </p>
        <Skeleton active title paragraph={{ rows: 2 }} />
        <Skeleton active paragraph={{ rows: 6 }} style={{ marginTop: 24 }} />
      </div>
    </div>
  );
}
