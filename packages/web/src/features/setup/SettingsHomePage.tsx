import { mayAdministerAccess } from '@vela/core';
import { Input, Tag, Typography } from 'antd';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { StatusScreen } from '../../routes/StatusScreen.js';
import { useGlobalStore } from '../../state/index.js';
import { filterSetupGroups, SETUP_GROUPS } from './settings-catalogue.js';
import './setup.css';

/**
 * systemSettings (setHomePage, S1-R-164): every setup area grouped and found by name as the user
 * types. Arrow keys move between the entries shown, Enter opens one; Enter in the search box opens
 * the first match. Entries not built yet are shown greyed, marked "coming", and are not links.
 */
export default function SettingsHomePage() {
  const { t } = useTranslation();
  const profileId = useGlobalStore((state) => state.userInfo?.profileId ?? '');
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const groups = useMemo(() => filterSetupGroups(SETUP_GROUPS, typed, (key) => t(key)), [typed, t]);
  if (!mayAdministerAccess(profileId))
    return <StatusScreen heading={t('shell.noAccess.title')} lines={[t('shell.noAccess.body')]} />;

  const links = () => [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a.vela-setup-entry') ?? [])];
  const move = (event: KeyboardEvent, from: number) => {
    const all = links();
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? from + 1 : from - 1;
      if (next < 0) document.getElementById('vela-setup-search')?.focus();
      else all[Math.min(next, all.length - 1)]?.focus();
    }
  };
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      links()[0]?.focus();
    }
    if (event.key === 'Enter') {
      const first = groups.flatMap((group) => group.entries).find((entry) => entry.path);
      if (first?.path) navigate(first.path);
    }
  };
  let linkIndex = -1;
  return (
    <main aria-labelledby="vela-setup-title" className="vela-setup-page">
      <Typography.Title id="vela-setup-title" level={2}>
        {t('setup.home.title')}
      </Typography.Title>
      <Input.Search
        id="vela-setup-search"
        autoFocus
        allowClear
        size="large"
        value={typed}
        placeholder={t('setup.home.search')}
        aria-label={t('setup.home.search')}
        aria-describedby="vela-setup-hint"
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={onSearchKey}
        style={{ maxWidth: 520 }}
      />
      <Typography.Paragraph id="vela-setup-hint" type="secondary" style={{ marginTop: 8 }}>
        {t('setup.home.hint')}
      </Typography.Paragraph>
      <div ref={listRef} className="vela-setup-groups">
        {groups.length === 0 && (
          <Typography.Paragraph role="status">
            {t('setup.home.noMatch', { text: typed })}
          </Typography.Paragraph>
        )}
        {groups.map((group) => (
          <section
            key={group.key}
            className="vela-setup-group"
            aria-labelledby={`vela-setup-group-${group.key}`}
          >
            <Typography.Title level={4} id={`vela-setup-group-${group.key}`}>
              {t(group.label)}
            </Typography.Title>
            <ul>
              {group.entries.map((entry) => {
                if (!entry.path)
                  return (
                    <li key={entry.key} className="vela-setup-entry-disabled" aria-disabled="true">
                      {t(entry.label)} <Tag>{t('setup.home.coming')}</Tag>
                    </li>
                  );
                linkIndex += 1;
                const index = linkIndex;
                return (
                  <li key={entry.key}>
                    <Link
                      className="vela-setup-entry"
                      to={entry.path}
                      onKeyDown={(event) => move(event, index)}
                    >
                      {t(entry.label)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}
