import type { TotalWords } from '@vela/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobalStore } from '../../state/index.js';
import type { ReaderSettings } from './printing-api.js';

/** The reader's language, zone and words: the server prints totals, pages and checkboxes with them. */
export function useReaderSettings(): ReaderSettings {
  const { t, i18n } = useTranslation();
  const userZone = useGlobalStore((state) => state.userInfo?.timeZone);
  const language = i18n.language || 'en';
  return useMemo(() => {
    const words: TotalWords = {
      yes: t('printing.yes'),
      no: t('printing.no'),
      noAccess: t('recordDetail.noAccessName'),
      subtotal: t('printing.subtotal'),
      discount: t('printing.discount'),
      tax: t('printing.tax'),
      total: t('printing.total'),
      page: t('printing.page'),
      rows: t('printing.rows'),
      printed: t('printing.printed'),
      // The server puts the bound in the PDF's note in place of {limit}.
      searchBounded: t('printing.searchBounded', { limit: '{limit}' }),
      billTo: t('printing.billTo'),
      shipTo: t('printing.shipTo'),
      taxId: t('printing.taxId'),
      terms: t('printing.terms'),
    };
    return {
      language,
      // Unknown until the shell has loaded the user: the server then prints in the user's own zone.
      ...(userZone ? { timeZone: userZone } : {}),
      words,
    };
  }, [t, language, userZone]);
}
