import type { InputRef } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchSuggestBox } from '../../features/global-search/index.js';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The global search box, suggesting records while typing; '/' focuses it from anywhere that is not already a text field. */
export function GlobalSearch() {
  const { t } = useTranslation();
  const input = useRef<InputRef>(null);

  useEffect(() => {
    const focusOnSlash = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target))
        return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', focusOnSlash);
    return () => document.removeEventListener('keydown', focusOnSlash);
  }, []);

  return (
    // biome-ignore lint/a11y/useSemanticElements: @types/react has no <search> element yet; the role is the same landmark.
    <div role="search" className="vela-topbar__search">
      <SearchSuggestBox
        ref={input}
        label={t('shell.searchLabel')}
        placeholder={t('shell.searchPlaceholder')}
      />
    </div>
  );
}
