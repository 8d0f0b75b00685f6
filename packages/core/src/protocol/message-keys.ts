/**
 * Message keys the spec names. The client's catalogues use these as keys, so a
 * server answer can name a key and every language shows its own text.
 */
export const MessageKey = {
  errorDialogTitle: 'label_popup_infoz',
  notFound: 'c1953',
  serviceFailed: 'c1954',
  requestTimeout: 'c2487',
  lookupRequired: 'c2420',
  cancelledConfirmation: 'c2593',
  recordTypeNotAvailable: 'c3667',
  failedRecord: 'c170',
  duplicateWarning: 'c3759',
  duplicateError: 'c3760',
  receivableSumMismatch: 'c56',
  orderOverInvoiced: 'c332',
  relatedListInvalid: 'c3684',
  relatedListRequired: 'c3670',
  customerRequiredFirst: 'c2575',
  saveFailedFallback: 'chatter.save.f',
} as const;

export type MessageKeyValue = (typeof MessageKey)[keyof typeof MessageKey];
