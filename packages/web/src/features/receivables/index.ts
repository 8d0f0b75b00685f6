export { PaymentDetailsEditor } from './PaymentDetailsEditor.js';
export { type PaymentDetailsController, usePaymentDetails } from './usePaymentDetails.js';
