import { useTranslation } from 'react-i18next';
import type { FormExtension } from '../record-form/index.js';
import { useSubmitForApproval } from './useSubmitForApproval.js';

/**
 * Submit for approval on the record form (S2-B-055, DECISIONS 25): the button, shown when the layout
 * allows it, saves and then submits; the approval's dialogs open over the form.
 */
export const approvalFormExtension: FormExtension = {
  useFormPart() {
    const { t } = useTranslation();
    const { submit, dialogs } = useSubmitForApproval();
    return { approval: { label: t('approvals.submitForApproval'), submit }, dialogs };
  },
};
