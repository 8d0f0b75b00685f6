import type { SaveResultItem } from '@vela/core';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A server refusal in the person's language (spec 2 §8: c332, c56, c3670,
 * c3684, and the approval lock): the catalogue's text for its message key,
 * with what the parameters add (the list's name, the sums, the line count).
 * Undefined when the key is missing or unknown here: the form then shows
 * the server's returnInfo.
 */
export function refusalText(
  item: Pick<SaveResultItem, 'messageKey' | 'messageParams' | 'orderCheck'>,
  t: Translate,
  known: (key: string) => boolean,
): string | undefined {
  const key = item.messageKey;
  if (!key || !known(key)) return undefined;
  const params = item.messageParams ?? {};
  const message = t(key, params);
  if (params.list !== undefined) return t('recordForm.refusal.list', { message, list: params.list });
  if (params.total !== undefined && params.expected !== undefined)
    return t('recordForm.refusal.sum', { message, total: params.total, expected: params.expected });
  if (item.orderCheck) return t('recordForm.refusal.lines', { message, count: item.orderCheck });
  return message;
}
