import { ErrorCode, type ResponseEnvelope } from '@vela/core';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, loadFeatureMessages } from '../i18n/index.js';
import { toastText } from './FeedbackHost.js';
import { decideReaction } from './response-reaction.js';
import { type ErrorDialogContent, queueDialog } from './user-feedback.js';

/** A refusal toast whose data names a message key is shown in the person's language (the approval delete lock). */
describe('translated refusal toasts', () => {
  const refusal = (data: unknown): ResponseEnvelope => ({
    result: false,
    returnCode: ErrorCode.TOAST_MESSAGE,
    returnInfo: 'Opportunity "Big deal" cannot be deleted while it waits for approval by Mia Manager',
    data,
    requestId: 'r1',
  });
  const feedbackOf = (data: unknown) =>
    decideReaction({ kind: 'answered', path: 'objectdetail/delete', status: 200, envelope: refusal(data) })
      .feedback;
  const shown = (data: unknown) => {
    const feedback = feedbackOf(data);
    if (feedback.type !== 'toast') throw new Error(`no toast: ${JSON.stringify(feedback)}`);
    return toastText(
      feedback.text,
      (key, values) => i18next.t(key, values),
      (key) => i18next.exists(key),
    );
  };
  const locked = {
    messageKey: 'approvals.deleteLocked',
    messageParams: { object: 'Opportunity', name: 'Big deal', approver: 'Mia Manager' },
  };

  beforeAll(async () => {
    await applyLanguage('de');
    await loadFeatureMessages();
  });
  afterAll(async () => {
    await applyLanguage('en');
  });

  it('carries the key and its values beside the server words', () => {
    expect(feedbackOf(locked)).toEqual({
      type: 'toast',
      text: {
        message: 'Opportunity "Big deal" cannot be deleted while it waits for approval by Mia Manager',
        translation: { key: 'approvals.deleteLocked', params: locked.messageParams },
      },
    });
  });

  it("shows the catalogue's text for a known key, with the record and the approver", () => {
    expect(shown(locked)).toBe(
      'Opportunity „Big deal“ kann nicht gelöscht werden, solange die Genehmigung durch Mia Manager aussteht: Die Genehmigungsanfrage muss zuerst genehmigt oder abgelehnt werden.',
    );
  });

  it("shows the server's words for an unknown key or no key", () => {
    const words = 'Opportunity "Big deal" cannot be deleted while it waits for approval by Mia Manager';
    expect(shown({ messageKey: 'approvals.noSuchKey' })).toBe(words);
    expect(shown(null)).toBe(words);
    expect(shown({ messageKey: 42 })).toBe(words);
  });
});

describe('error dialogs', () => {
  const dialog = (message: string, requestId: string): ErrorDialogContent => ({
    text: { message },
    code: '400',
    requestId,
    status: 400,
  });

  it('one failure shows one dialog: the same refusal of two calls is queued once, another one after it', () => {
    const sort = 'sort: Case has no sortable field "name"';
    let open = queueDialog([], dialog(sort, 'r1'));
    open = queueDialog(open, dialog(sort, 'r2'));
    expect(open.map((d) => d.requestId)).toEqual(['r1']);
    open = queueDialog(open, dialog('columns: Case has no field "x"', 'r3'));
    expect(open.map((d) => d.requestId)).toEqual(['r1', 'r3']);
  });
});
