import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input, type InputRef } from 'antd';
import { forwardRef, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type GlobalSearchAnswer, searchEverywhere, searchPath } from './global-search-api.js';
import './search-suggest.css';

/** Typing pauses this long before the suggestions are asked for. */
export const SUGGEST_DELAY_MS = 200;
const SEE_ALL = '\u0000all';
const detailPath = (id: string) => `/commonObjects/detail/${encodeURIComponent(id)}/DETAIL`;

/**
 * The top bar's search box (issue 26 item 14): while the person types it suggests the best
 * records of each object (the server's top 5 per object), and says when keyword search is still
 * being prepared rather than showing nothing. Enter (or the first entry) opens every result; the
 * arrow keys and Enter, or a click, open a suggested record.
 */
export const SearchSuggestBox = forwardRef<InputRef, { label: string; placeholder: string }>(
  function SearchSuggestBox({ label, placeholder }, ref) {
    const { t } = useTranslation();
    const navigate = useNavigate();
    const [text, setText] = useState('');
    const [answer, setAnswer] = useState<GlobalSearchAnswer | null>(null);
    const [open, setOpen] = useState(false);
    const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
    const asked = useRef(0);
    /** The person moved through the suggestions with the arrow keys since typing: Enter picks that one. */
    const browsing = useRef(false);
    useEffect(() => () => clearTimeout(timer.current), []);

    const typed = text.trim();
    const suggest = (value: string) => {
      setText(value);
      clearTimeout(timer.current);
      const keyword = value.trim();
      const ask = ++asked.current;
      if (keyword.length < 2) {
        setAnswer(null);
        return;
      }
      timer.current = setTimeout(async () => {
        try {
          const found = await searchEverywhere(keyword, 'all');
          // Only the answer to what is in the box now: an older, slower answer is dropped.
          if (ask === asked.current) setAnswer(found ?? null);
        } catch {
          if (ask === asked.current) setAnswer(null);
        }
      }, SUGGEST_DELAY_MS);
    };

    const current = answer && answer.keyword === typed ? answer : null;
    const preparing = (current?.keywordIndexPreparing?.length ?? 0) > 0;
    const options = typed
      ? [
          {
            value: SEE_ALL,
            label: (
              <span className="vela-search-suggest__all">
                <SearchOutlined aria-hidden /> {t('globalSearch.seeAll', { keyword: typed })}
              </span>
            ),
          },
          ...(preparing
            ? [
                {
                  value: '\u0000preparing',
                  disabled: true,
                  label: (
                    <span className="vela-search-suggest__note" role="status">
                      {t('globalSearch.preparing')}
                    </span>
                  ),
                },
              ]
            : []),
          ...(current?.groups ?? []).map((group) => ({
            label: group.pluralLabel,
            title: group.pluralLabel,
            options: group.records.map((record) => ({
              value: record.id,
              label: (
                <span className="vela-search-suggest__record">
                  <span>{record.name || record.id}</span>
                  {record.matched ? (
                    <span className="vela-search-suggest__matched">
                      {t('globalSearch.matchedIn', {
                        field: record.matched.label,
                        value: record.matched.value,
                      })}
                    </span>
                  ) : null}
                </span>
              ),
            })),
          })),
          ...(current && current.groups.length === 0 && !preparing
            ? [
                {
                  value: '\u0000none',
                  disabled: true,
                  label: (
                    <span className="vela-search-suggest__note">
                      {t('globalSearch.nothing', { keyword: typed })}
                    </span>
                  ),
                },
              ]
            : []),
        ]
      : [];

    const seeAll = () => {
      if (!typed) return;
      // The results page asks for itself: a suggestion still waiting is not needed any more.
      clearTimeout(timer.current);
      asked.current += 1;
      setOpen(false);
      navigate(searchPath(typed));
    };

    return (
      <AutoComplete
        // Its own id: the list's ids derive from it (the top bar holds one box), never a shared mock id in tests.
        id="vela-global-search"
        className="vela-search-suggest"
        value={text}
        options={options}
        open={open && options.length > 0}
        onOpenChange={setOpen}
        onSearch={(value) => {
          browsing.current = false;
          setOpen(true);
          suggest(value);
        }}
        onChange={(value) => setText(typeof value === 'string' ? value : '')}
        onSelect={(value: string) => {
          setOpen(false);
          if (value === SEE_ALL) return seeAll();
          if (value.startsWith('\u0000')) return;
          setText('');
          setAnswer(null);
          navigate(detailPath(value));
        }}
        popupMatchSelectWidth={380}
        defaultActiveFirstOption={false}
      >
        <Input
          ref={ref}
          aria-label={label}
          placeholder={placeholder}
          prefix={<SearchOutlined aria-hidden />}
          allowClear
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') browsing.current = true;
            // Enter searches everything, unless the arrow keys chose a suggestion (the list picks it).
            if (event.key === 'Enter' && !(open && browsing.current)) seeAll();
          }}
        />
      </AutoComplete>
    );
  },
);
