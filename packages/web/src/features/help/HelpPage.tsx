import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKeyName } from '../../i18n/index.js';
import './help-page.css';

/** The keys the shell answers to, and what each does. */
const SHORTCUTS: ReadonlyArray<{ keys: string; what: MessageKeyName }> = [
  { keys: '/', what: 'help.shortcut.search' },
  { keys: 'Esc', what: 'help.shortcut.escape' },
];

const PLACES: readonly MessageKeyName[] = [
  'help.place.apps',
  'help.place.menu',
  'help.place.search',
  'help.place.user',
  'help.place.recycle',
];

/**
 * /help: the help centre the Help menu item opens. A language-only page (it needs nothing from the
 * server), so it also opens on its own from an old '/#/help' link.
 */
export default function HelpPage() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <main className="vela-help" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('help.title')}</h1>
      <p>{t('help.intro')}</p>
      <section aria-label={t('help.shortcuts')}>
        <h2>{t('help.shortcuts')}</h2>
        <dl className="vela-help__shortcuts">
          {SHORTCUTS.map((shortcut) => (
            <div key={shortcut.keys}>
              <dt>
                <kbd>{shortcut.keys}</kbd>
              </dt>
              <dd>{t(shortcut.what)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-label={t('help.places')}>
        <h2>{t('help.places')}</h2>
        <ul>
          {PLACES.map((place) => (
            <li key={place}>{t(place)}</li>
          ))}
        </ul>
      </section>
      <p>
        <a href="/">{t('route.backHome')}</a>
      </p>
    </main>
  );
}
