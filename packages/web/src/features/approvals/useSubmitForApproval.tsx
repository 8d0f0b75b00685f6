import { message } from 'antd';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobalStore } from '../../state/global-store.js';
import { submitApproval } from './approvals-api.js';
import {
  ApprovalCommentsDialog,
  ApprovalFailureDialog,
  NextApproverDialog,
} from './components/ApprovalDialogs.js';
import { type ApprovalOutcome, asksForComments } from './state/approval-outcome.js';
import './approvals.css';

type Step =
  | { kind: 'comments'; done: (comments: string | null) => void }
  | { kind: 'approver'; recordId: string; processName: string; done: (approverId: string | null) => void }
  | { kind: 'failed'; message: string; errors: string[]; done: () => void };

export type SubmitResult = ApprovalOutcome | { kind: 'cancelled' };

/**
 * Submit for approval as a person does it (spec 2 §4 "Saving"): comments
 * first when the user setting asks for them, then the call; 'Manual' asks for
 * the next approver and submits again; a failure shows 'cannot submit' with
 * its list. `submit` settles once the person is through with the dialogs.
 * The record form (after its save) and the record page share it.
 */
export function useSubmitForApproval() {
  const { t } = useTranslation();
  const setting = useGlobalStore((state) => state.userSetup?.isEnableSubmitApprovalComments);
  const settingRef = useRef(setting);
  settingRef.current = setting;
  const [step, setStep] = useState<Step>();

  const submit = useCallback(
    async (recordId: string): Promise<SubmitResult> => {
      const wait = <T,>(open: (done: (value: T) => void) => Step) =>
        new Promise<T>((resolve) =>
          setStep(
            open((value) => {
              setStep(undefined);
              resolve(value);
            }),
          ),
        );
      let comments = '';
      if (asksForComments(settingRef.current)) {
        const typed = await wait<string | null>((done) => ({ kind: 'comments', done }));
        if (typed === null) return { kind: 'cancelled' };
        comments = typed;
      }
      let outcome = await submitApproval(recordId, comments);
      while (outcome.kind === 'manual') {
        const processName = outcome.processName;
        const picked = await wait<string | null>((done) => ({
          kind: 'approver',
          recordId,
          processName,
          done,
        }));
        if (picked === null) return { kind: 'cancelled' };
        outcome = await submitApproval(recordId, comments, picked);
      }
      if (outcome.kind === 'submitted') {
        // The global message: the form that asked may close at once.
        void message.success(t('approvals.submitted', { approver: outcome.approverName }));
      } else {
        const { message: text, errors } = outcome;
        await wait<void>((done) => ({ kind: 'failed', message: text, errors, done }));
      }
      return outcome;
    },
    [t],
  );

  let dialogs: ReactNode = null;
  if (step?.kind === 'comments') dialogs = <ApprovalCommentsDialog onDone={step.done} />;
  else if (step?.kind === 'approver')
    dialogs = (
      <NextApproverDialog recordId={step.recordId} processName={step.processName} onDone={step.done} />
    );
  else if (step?.kind === 'failed')
    dialogs = <ApprovalFailureDialog message={step.message} errors={step.errors} onClose={step.done} />;

  return { submit, dialogs };
}
