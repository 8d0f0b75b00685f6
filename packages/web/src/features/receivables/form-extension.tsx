import type { FormExtension } from '../record-form/index.js';
import { PaymentDetailsEditor } from './PaymentDetailsEditor.js';
import { usePaymentDetails } from './usePaymentDetails.js';

/** A receivable's form: the invoice block and payment rows below the fields, the rows sent with the save. */
export const paymentDetailsFormExtension: FormExtension = {
  useFormPart(context) {
    const payments = usePaymentDetails({
      objectApi: context.objectApi,
      mode: context.mode,
      recordId: context.recordId,
      values: context.values,
    });
    if (!payments) return null;
    return {
      body: ({ disabled }) => <PaymentDetailsEditor payments={payments} disabled={disabled} />,
      savePayload: payments.payload,
    };
  },
};
