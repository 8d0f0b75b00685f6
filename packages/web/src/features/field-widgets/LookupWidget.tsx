import { SearchOutlined } from '@ant-design/icons';
import { isUnreadableLookupName } from '@vela/core';
import { Button, Select, Spin } from 'antd';
import { type ReactElement, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LookupRecordLinks } from './LookupRecordLinks.js';
import { LookupSearchDialog } from './LookupSearchDialog.js';
import { type LookupRow, searchLookupRecords } from './lookup-api.js';
import { useLookupSettings } from './useLookupSettings.js';
import type { FieldWidgetProps, LookupChoice } from './widget-contract.js';
import { controlAria, isEditable, ReadOnlyValue, valueList, valueText, WidgetFrame } from './widget-frame.js';

/** A found record's key columns (its e-mail, phone, number) as one line under its name. */
export function keyColumnsText(row: LookupRow): string {
  return (row.columns ?? []).map((column) => column.value).join(' · ');
}

/** Typing pauses this long before the auto-complete asks the server. */
export const AUTO_COMPLETE_DELAY_MS = 250;

/**
 * Lookup (Y), master-detail (M) and multi lookup (MR). Typing a name suggests
 * records (/lookup/getLookupData, unless the field's settings turn
 * auto-complete off); the search button — or Alt+↓ in the box — opens the
 * search dialog with the field's filter settings and quick-create. A multi
 * lookup reports its ids as a list (joined with ';' on save), with the names
 * as lookup choices so the form can show them again.
 */
export function LookupWidget(props: FieldWidgetProps): ReactElement {
  const { field } = props;
  const { t } = useTranslation();
  const multiple = field.type === 'MR';
  const ids = multiple ? valueList(props.value) : [valueText(props.value)].filter(Boolean);
  const [learned, setLearned] = useState<Record<string, string>>({});
  const nameOf = (id: string) => learned[id] ?? props.lookupNames?.[id] ?? id;
  const chosen: LookupChoice[] = ids.map((id) =>
    isUnreadableLookupName(nameOf(id))
      ? { id, name: t('recordDetail.noAccessName'), unreadable: true }
      : { id, name: nameOf(id) },
  );
  const { settings, load } = useLookupSettings(field.id);
  const [rows, setRows] = useState<LookupRow[]>([]);
  const [searching, setSearching] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const aborter = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      aborter.current?.abort();
    },
    [],
  );

  const options = useMemo(() => {
    const seen = new Set<string>();
    const list: Array<{ value: string; label: string; detail?: string }> = [];
    for (const choice of chosen) {
      seen.add(choice.id);
      list.push({ value: choice.id, label: choice.name });
    }
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      const detail = keyColumnsText(row);
      list.push({ value: row.id, label: row.queryname || row.name, ...(detail ? { detail } : {}) });
    }
    return list;
  }, [chosen, rows]);

  if (props.readOnly) {
    return (
      <WidgetFrame widget={props}>
        <ReadOnlyValue widget={props}>
          {chosen.length ? (
            <LookupRecordLinks choices={chosen} />
          ) : (
            <span className="vela-field-widget__empty">{t('fieldWidget.empty')}</span>
          )}
        </ReadOnlyValue>
      </WidgetFrame>
    );
  }

  const search = (text: string) => {
    setKeyword(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      const loaded = settings ?? (await load());
      if (loaded && loaded.isAutoCompleted === 'false') return;
      aborter.current?.abort();
      const controller = new AbortController();
      aborter.current = controller;
      setSearching(true);
      try {
        const page = await searchLookupRecords(
          { fieldId: field.id, keyword: text.trim() },
          controller.signal,
        );
        if (!controller.signal.aborted) setRows(page.dataList);
      } catch {
        if (!controller.signal.aborted) setRows([]);
      } finally {
        if (!controller.signal.aborted) setSearching(false);
      }
    }, AUTO_COMPLETE_DELAY_MS);
  };

  const report = (nextIds: string[], names: Record<string, string>) => {
    const allNames = { ...learned, ...names };
    setLearned(allNames);
    const choices = nextIds.map((id) => ({ id, name: allNames[id] ?? props.lookupNames?.[id] ?? id }));
    if (multiple) props.onChange(nextIds, choices);
    else props.onChange(nextIds[0] ?? null, choices);
  };

  const namesFromRows = () =>
    Object.fromEntries(rows.map((row) => [row.id, row.queryname || row.name] as const));

  const editable = isEditable(props);
  return (
    <WidgetFrame widget={props}>
      <div className="vela-field-widget__lookup">
        <Select
          {...controlAria(props)}
          status={props.error ? 'error' : undefined}
          mode={multiple ? 'multiple' : undefined}
          value={multiple ? ids : ids[0]}
          options={options}
          showSearch={{ filterOption: false, onSearch: search, searchValue: keyword }}
          optionRender={(option) => (
            <span className="vela-lookup-option">
              <span className="vela-lookup-option__name">{option.data.label}</span>
              {option.data.detail ? (
                <span className="vela-lookup-option__detail">{option.data.detail}</span>
              ) : null}
            </span>
          )}
          allowClear
          disabled={!editable}
          placeholder={field.placeholder || t('fieldWidget.lookup.placeholder')}
          notFoundContent={
            searching ? <Spin size="small" /> : keyword ? t('fieldWidget.lookup.noResults') : null
          }
          onFocus={() => void load()}
          onBlur={props.onBlur}
          onInputKeyDown={(event) => {
            // Alt+↓ opens the search dialog, the way a combobox offers its full list.
            if (event.altKey && event.key === 'ArrowDown') {
              event.preventDefault();
              setDialogOpen(true);
            }
          }}
          onChange={(next: string | string[] | undefined) => {
            const nextIds = Array.isArray(next) ? next : next ? [next] : [];
            setKeyword('');
            report(nextIds, namesFromRows());
          }}
        />
        <Button
          icon={<SearchOutlined />}
          aria-label={t('fieldWidget.lookup.searchButton', { object: field.label })}
          aria-haspopup="dialog"
          disabled={!editable}
          onClick={() => setDialogOpen(true)}
        />
      </div>
      {dialogOpen ? (
        <LookupSearchDialog
          field={field}
          multiple={multiple}
          initialKeyword={keyword}
          chosen={chosen}
          loadSettings={load}
          getFormValues={props.getFormValues}
          onClose={() => setDialogOpen(false)}
          onPick={(picked) => {
            setDialogOpen(false);
            setKeyword('');
            const names = Object.fromEntries(picked.map((choice) => [choice.id, choice.name] as const));
            report(
              picked.map((choice) => choice.id),
              names,
            );
          }}
        />
      ) : null}
    </WidgetFrame>
  );
}
