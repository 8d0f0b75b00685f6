import { useState } from 'react';
import type { Application } from '../../state/index.js';
import { useAppLogoSource } from './use-app-logo-source.js';

/** An app's logo in its colour; the first letter of its name when it has none or the image fails. */
export function AppLogo({ app }: { app: Pick<Application, 'name' | 'bgcolor' | 'logourl'> }) {
  const [failed, setFailed] = useState(false);
  const source = useAppLogoSource(app.logourl);
  return (
    <span className="vela-launcher__icon" style={{ background: app.bgcolor || '#0b5cab' }} aria-hidden>
      {source && !failed ? (
        <img src={source} alt="" onError={() => setFailed(true)} />
      ) : (
        app.name.slice(0, 1).toUpperCase()
      )}
    </span>
  );
}
