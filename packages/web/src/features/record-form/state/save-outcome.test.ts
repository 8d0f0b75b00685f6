import type { SaveResultItem } from '@vela/core';
import { describe, expect, it } from 'vitest';
import { caseForm, QUIET_SAVE } from './form-fixture.test-support.js';
import { buildFormModel } from './form-model.js';
import { changeField, createFormState } from './form-state.js';
import {
  detailPath,
  duplicateNotice,
  interpretSaveResult,
  savePayload,
  saveRecordValues,
} from './save-outcome.js';

const model = buildFormModel(caseForm(), 'NEW');

const item = (extra: Partial<SaveResultItem>): SaveResultItem => ({
  id: '',
  name: '',
  isSaveSuccess: false,
  errormessage: 'Refused',
  errorField: '',
  validaterule: '',
  duplicatemap: [],
  ...QUIET_SAVE,
  ...extra,
});

describe('save payload (spec 2 §3, §5)', () => {
  it('[S2-B-085][S2-B-088][S2-D-029][S2-D-030] sends objectApi, marketsea and one normalised record of the editable fields as a JSON string', () => {
    let state = createFormState(model, 'NEW');
    state = changeField(model, state, 'subject', 'Printer jam');
    state = changeField(model, state, 'amount', '12.5');
    state = changeField(model, state, 'begintime', null);
    const record = saveRecordValues(model, state, 'NEW');
    expect(record).toMatchObject({
      subject: 'Printer jam',
      amount: '12.50',
      begintime: '',
      recordtype: 'rt1',
    });
    expect(record).not.toHaveProperty('casenumber');
    expect(record).not.toHaveProperty('id');
    const payload = savePayload('velacase', record);
    expect(payload.objectApi).toBe('velacase');
    expect(JSON.parse(payload.data)).toEqual([record]);
    expect(payload.marketsea).toBe('false');
    expect(savePayload('lead', record, { onClientPool: true }).marketsea).toBe('true');
  });

  it('EDIT carries the record id; COPY does not', () => {
    const state = createFormState(model, 'EDIT');
    expect(saveRecordValues(model, state, 'EDIT', '500x').id).toBe('500x');
    expect(saveRecordValues(model, state, 'COPY', '500x')).not.toHaveProperty('id');
  });
});

describe('save answers (spec 2 §8)', () => {
  it.each([
    [item({ isSaveSuccess: true, id: '500a', name: 'Jam' }), { kind: 'saved', id: '500a', name: 'Jam' }],
    [
      item({
        duplicateAction: 'warn',
        veladupecatcherids: 'dr1',
        duplicateCandidates: [{ id: '500b', name: 'Jam' }],
      }),
      { kind: 'duplicateWarning', candidates: [{ id: '500b', name: 'Jam' }] },
    ],
    [item({ duplicateAction: 'block' }), { kind: 'duplicateBlocked' }],
    [
      item({
        duplicatemap: [{ duplicate_id: '500c', duplicate_name: 'Old', duplicate_labelname: 'Subject' }],
      }),
      { kind: 'duplicateField', fieldLabel: 'Subject', recordId: '500c', recordName: 'Old' },
    ],
    [
      item({ errorField: 'subject', errormessage: 'Too short' }),
      { kind: 'fieldError', field: 'subject', message: 'Too short' },
    ],
    [item({ errorField: 'nosuchfield' }), { kind: 'failed', message: 'Refused' }],
    [item({ id: '500d' }), { kind: 'failed', message: 'Refused', recordId: '500d' }],
  ] as const)(
    '[S2-E-001][S2-E-002][S2-E-003][S2-E-011][S2-E-012][S2-E-013][S2-E-015][S2-E-016] %#',
    (answer, outcome) => {
      expect(interpretSaveResult(model, answer)).toMatchObject(outcome);
    },
  );

  it('[S2-V-014] shows a refusal with a message key in the translation given, on its field or in the dialog', () => {
    const translate = (answer: SaveResultItem) =>
      answer.messageKey ? `text of ${answer.messageKey}` : undefined;
    expect(
      interpretSaveResult(
        model,
        item({ messageKey: 'c56', errorField: 'subject', errormessage: 'c56: sums' }),
        translate,
      ),
    ).toEqual({ kind: 'fieldError', field: 'subject', message: 'text of c56' });
    expect(interpretSaveResult(model, item({ messageKey: 'c3670', id: '500x' }), translate)).toEqual({
      kind: 'failed',
      message: 'text of c3670',
      recordId: '500x',
    });
    expect(interpretSaveResult(model, item({}), translate)).toEqual({ kind: 'failed', message: 'Refused' });
  });

  it('[S2-R-001][S2-R-002] goes to the detail route, or the console detail route', () => {
    expect(detailPath('001x', false)).toBe('/commonObjects/detail/001x/DETAIL');
    expect(detailPath('001x', true)).toBe(
      '/commonObjects/console-multi-screen/console-detail/001x/DETAIL?dataId=001x',
    );
  });
});

describe('the duplicate warning (spec 2 §3)', () => {
  it('[S2-D-028] [S2-E-017] has a title, a message and a header colour; a bare refusal falls back to chatter.save.f', () => {
    expect(duplicateNotice({ kind: 'duplicateWarning', message: 'An account like this exists' })).toEqual({
      title: 'c3759',
      message: 'An account like this exists',
      headerColor: '#dd7a01',
    });
    expect(duplicateNotice({ kind: 'duplicateBlocked', message: '' })).toEqual({
      title: 'c3760',
      messageKey: 'chatter.save.f',
      headerColor: '#c23934',
    });
  });
});
