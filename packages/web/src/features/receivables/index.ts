/** Receivables reach the record form through its extension registry (register-form-extensions.ts). */
export type { PaymentDetailsController } from './usePaymentDetails.js';
