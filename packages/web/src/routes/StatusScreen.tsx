import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './status-screen.css';

/**
 * A plain, light page for "not built yet", "not found" and "could not load":
 * no antd, so it draws even when a chunk failed.
 */
export function StatusScreen(props: { heading: string; lines: string[]; action?: ReactNode }) {
  const { t } = useTranslation();
  // Several pages can be open at once (console tabs, dialogs): each heading needs its own id.
  const headingId = useId();
  return (
    <main className="vela-status" aria-labelledby={headingId}>
      <div className="vela-status__card">
        <h1 id={headingId}>{props.heading}</h1>
        {props.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <div className="vela-status__actions">
          {props.action}
          <Link to="/">{t('route.backHome')}</Link>
        </div>
      </div>
    </main>
  );
}
