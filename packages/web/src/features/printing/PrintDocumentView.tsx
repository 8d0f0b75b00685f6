import { type PrintDocument, type PrintParty, type PrintTemplatePart, printDateTime } from '@vela/core';
import type { TFunction } from 'i18next';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The built-in order of a document's parts, when no template orders them. */
const BUILT_IN_PARTS: PrintTemplatePart[] = ['header', 'fields', 'lines', 'totals', 'terms'];

/**
 * The print document as a page: the same content the server's PDF draws, laid
 * out for paper by print.css, its parts in the template's order. A template's
 * texts are React text (escaped), its logo an image from a data: URL only.
 */
export function PrintDocumentView({
  document,
  language,
  timeZone,
}: {
  document: PrintDocument;
  language: string;
  /** The reader's zone: the printed time reads as the PDF's does (core's one date-time rule). */
  timeZone?: string | undefined;
}) {
  const { t } = useTranslation();
  const printed = printDateTime(document.printedAt, { language, timeZone: document.timeZone ?? timeZone });
  const template = document.template;
  const parties = document.parties;
  const logo = template?.logo || parties?.logo;
  const parts = documentParts(document, t, language);
  return (
    <article className="vela-print-sheet" aria-labelledby="vela-print-title">
      <header className="vela-print-sheet__header">
        {logo || parties ? (
          <div className="vela-print-sheet__letterhead">
            {logo ? <img className="vela-print-sheet__logo" src={logo} alt="" /> : <span />}
            {parties ? <PartyBlock party={parties.seller} labelled="seller" /> : null}
          </div>
        ) : null}
        <p className="vela-print-sheet__heading">{document.heading}</p>
        <h1 id="vela-print-title" className="vela-print-sheet__title">
          {document.title}
        </h1>
        <p className="vela-print-sheet__meta">
          {document.reference ? `${document.reference} · ` : ''}
          {t('printing.printed')} {printed}
        </p>
        {template?.headerText ? <p className="vela-print-sheet__text">{template.headerText}</p> : null}
        {parties ? (
          <div className="vela-print-parties">
            <PartyBlock party={parties.billTo} labelled="heading" />
            <PartyBlock party={parties.shipTo} labelled="heading" />
          </div>
        ) : null}
      </header>
      {(template?.parts ?? BUILT_IN_PARTS).map((part) => (
        <Fragment key={part}>{parts[part]}</Fragment>
      ))}
    </article>
  );
}

/** A party's block: the seller's name as its heading, or "Bill to" / "Ship to" above the customer. */
function PartyBlock({ party, labelled }: { party: PrintParty; labelled: 'seller' | 'heading' }) {
  return (
    <section className={`vela-print-party vela-print-party--${party.key}`} aria-label={party.label}>
      {labelled === 'seller' ? (
        <p className="vela-print-party__name">{party.label}</p>
      ) : (
        <h2 className="vela-print-party__heading">{party.label}</h2>
      )}
      {party.lines.map((line, index) => (
        <p
          key={line}
          className={index === 0 && labelled === 'heading' ? 'vela-print-party__name' : undefined}
        >
          {line}
        </p>
      ))}
    </section>
  );
}

/** Each part of the document drawn on its own, for the template to order. */
function documentParts(
  document: PrintDocument,
  t: TFunction,
  language: string,
): Record<PrintTemplatePart, ReactNode> {
  const page = document.page;
  const fields = document.sections.map((section) => (
    <section key={section.title} className="vela-print-section" aria-label={section.title}>
      <h2>{section.title}</h2>
      <dl className="vela-print-section__fields">
        {section.fields.map((field) => (
          <div key={field.label} className="vela-print-field">
            <dt>{field.label}</dt>
            <dd>{field.text || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  ));
  const lines = (
    <>
      {page && (
        <p className="vela-print-sheet__page">
          {page.last >= page.first
            ? t('printing.pageRows', { page: page.number, first: page.first, last: page.last })
            : t('printing.noRows', { page: page.number })}
        </p>
      )}
      {document.searchBound !== undefined && (
        // The list's own note (its pager says the same): the rows are sorted among the first matches only.
        <p className="vela-print-sheet__page" data-testid="print-search-bounded">
          {t('printing.searchBounded', {
            limit: new Intl.NumberFormat(language).format(document.searchBound),
          })}
        </p>
      )}
      {document.table && (
        <table
          className="vela-print-table"
          aria-label={document.kind === 'table' ? document.title : t('printing.lines')}
        >
          <thead>
            <tr>
              {document.table.columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={column.align === 'end' ? 'vela-print-table__end' : undefined}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {document.table.rows.map((row, index) => (
              // Rows have no id on paper; their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: a printed row is only ever re-drawn whole
              <tr key={index}>
                {row.map((text, cell) => (
                  <td
                    key={document.table?.columns[cell]?.key ?? cell}
                    className={
                      document.table?.columns[cell]?.align === 'end' ? 'vela-print-table__end' : undefined
                    }
                  >
                    {text}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
  const totals = document.totals.length > 0 && (
    <dl className="vela-print-totals" aria-label={t('printing.totals')}>
      {document.totals.map((total) => (
        <div key={total.key} className={`vela-print-totals__row vela-print-totals__row--${total.key}`}>
          <dt>{total.label}</dt>
          <dd>{total.text}</dd>
        </div>
      ))}
    </dl>
  );
  const termsText = document.terms ?? document.template?.terms ?? '';
  const terms = termsText ? (
    <section className="vela-print-terms" aria-label={t('printing.terms')}>
      <h2>{t('printing.terms')}</h2>
      <p>{termsText}</p>
    </section>
  ) : null;
  return { header: null, fields, lines, totals, terms };
}
