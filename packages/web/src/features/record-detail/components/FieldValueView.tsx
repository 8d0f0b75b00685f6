import { BorderOutlined, CheckSquareOutlined } from '@ant-design/icons';
import { isUnreadableLookupName } from '@vela/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sanitiseHtml } from '../../field-widgets/index.js';
import type { DisplayValue } from '../state/display-value.js';
import { recordPath } from '../state/record-actions.js';

/** Draws a field value as `displayValue` decided it: links for lookups, e-mails, phones and web sites. */
export function FieldValueView({ value }: { value: DisplayValue }) {
  const { t } = useTranslation();
  switch (value.kind) {
    case 'empty':
      return null;
    case 'text':
      return (
        <span className={value.align === 'end' ? 'vela-detail-value--number' : undefined}>{value.text}</span>
      );
    case 'multiline':
      return <span className="vela-detail-value--multiline">{value.text}</span>;
    case 'checkbox':
      return value.checked ? (
        <CheckSquareOutlined
          className="vela-detail-value--checked"
          aria-label={t('recordDetail.checked')}
          role="img"
        />
      ) : (
        <BorderOutlined
          className="vela-detail-value--unchecked"
          aria-label={t('recordDetail.notChecked')}
          role="img"
        />
      );
    case 'records':
      return (
        <span className="vela-detail-value--records">
          {value.records.map((record) =>
            // A record the reader may not read: its id stays on the server's answer, but no name and no link.
            isUnreadableLookupName(record.value) ? (
              <span key={record.id} className="vela-detail-value--no-access">
                {t('recordDetail.noAccessName')}
              </span>
            ) : (
              <Link key={record.id} to={recordPath(record.id)}>
                {record.value}
              </Link>
            ),
          )}
        </span>
      );
    case 'email':
      return <a href={`mailto:${value.address}`}>{value.address}</a>;
    case 'phone':
      return <a href={`tel:${value.number.replace(/[^\d+]/g, '')}`}>{value.number}</a>;
    case 'url':
      return (
        <a href={value.href} target="_blank" rel="noreferrer noopener">
          {value.text}
        </a>
      );
    case 'html':
      // Rich text is sanitised before it reaches the page (field-widgets' one sanitiser).
      return (
        <div
          className="vela-detail-value--html"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML passes sanitiseHtml's allow-list right here
          dangerouslySetInnerHTML={{ __html: sanitiseHtml(value.html) }}
        />
      );
    case 'address':
      return (
        <address className="vela-detail-value--address">
          {value.lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      );
  }
}
