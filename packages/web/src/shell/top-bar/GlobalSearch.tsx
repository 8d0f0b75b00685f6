import { Input, type InputRef } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The global search box; '/' focuses it from anywhere that is not already a text field. */
export function GlobalSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
      <Input.Search
        ref={input}
        aria-label={t('shell.searchLabel')}
        placeholder={t('shell.searchPlaceholder')}
        allowClear
        onSearch={(value) => {
          const text = value.trim();
          if (text) navigate(`/globalsearch/all/${encodeURIComponent(text)}`);
        }}
      />
    </div>
  );
}
