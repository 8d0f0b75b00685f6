import { CheckOutlined } from '@ant-design/icons';
import { displayDate, isUnreadableLookupName, recordIdPrefix, SystemPrefix } from '@vela/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { numberFormat } from '../../i18n/index.js';
import type { ListColumn, ListRow } from './list-view-api.js';

/** The record's own page: spec 1 §2.1 commonObjects/detail/{id}/DETAIL. */
export function detailPath(id: string): string {
  return `/commonObjects/detail/${encodeURIComponent(id)}/DETAIL`;
}

const LOOKUP_TYPES = new Set(['Y', 'M', 'MR']);

interface ListCellProps {
  column: ListColumn;
  row: ListRow;
  language: string;
  /** Formats a stored ISO time for people (the list's one formatter, made once per render of the table). */
  formatTime: (iso: string) => string;
}

/** One cell: the name links to the record, lookups show names, checkboxes a tick, numbers and times in the user's format. */
export function ListCell({ column, row, language, formatTime }: ListCellProps) {
  const value = row[column.apiName];
  if (column.apiName === 'name') {
    return (
      <Link to={detailPath(row.id)} className="vela-list__name">
        {row.name || row.id}
      </Link>
    );
  }
  if (LOOKUP_TYPES.has(column.type)) {
    return <LookupNames ids={String(value ?? '')} names={String(row[`${column.apiName}ccname`] ?? '')} />;
  }
  if (value === null || value === undefined || value === '') return null;
  switch (column.type) {
    case 'B':
      return value === true ? <CheckOutlined aria-label="✓" className="vela-list__tick" /> : null;
    case 'D':
      return <span className="vela-list__nowrap">{displayDate(String(value), { language })}</span>;
    case 'F':
      return <span className="vela-list__nowrap">{formatTime(String(value))}</span>;
    case 'N':
    case 'c':
      return (
        <span className="vela-list__number">
          {numberFormat(language, {
            maximumFractionDigits: column.type === 'c' ? 2 : 6,
            minimumFractionDigits: column.type === 'c' ? 2 : 0,
          }).format(Number(value))}
        </span>
      );
    case 'P':
      return <span className="vela-list__number">{`${numberFormat(language).format(Number(value))} %`}</span>;
    case 'L':
      return <span>{column.valueLabels?.[String(value)] ?? String(value)}</span>;
    case 'Q':
      return <span>{String(value).split(';').join(', ')}</span>;
    case 'E':
      return <a href={`mailto:${String(value)}`}>{String(value)}</a>;
    case 'U':
      return (
        <a href={String(value)} target="_blank" rel="noreferrer noopener">
          {String(value)}
        </a>
      );
    default:
      return <span>{String(value)}</span>;
  }
}

/** A lookup to a record opens its page; a person (a user) has no record page to open. */
function linkable(id: string): boolean {
  return id !== '' && recordIdPrefix(id) !== SystemPrefix.user;
}

/**
 * A lookup's names, each a link to its record (as the name column links to the row's own); a record the
 * reader may not read shows the neutral words the server's placeholder stands for, and no link.
 */
function LookupNames({ ids, names }: { ids: string; names: string }) {
  const { t } = useTranslation();
  const idList = ids.split(';').map((id) => id.trim());
  const entries = names
    .split(';')
    .map((name, index) => ({ name, id: idList[index] ?? '' }))
    .filter((entry) => entry.name !== '');
  return (
    <span>
      {entries.map((entry, index) => (
        <Fragment key={`${entry.id}-${entry.name}`}>
          {index > 0 ? ', ' : null}
          {isUnreadableLookupName(entry.name) || !linkable(entry.id) ? (
            isUnreadableLookupName(entry.name) ? (
              t('recordDetail.noAccessName')
            ) : (
              entry.name
            )
          ) : (
            <Link to={detailPath(entry.id)} className="vela-list__lookup">
              {entry.name}
            </Link>
          )}
        </Fragment>
      ))}
    </span>
  );
}
