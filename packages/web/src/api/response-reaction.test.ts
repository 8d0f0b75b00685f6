import type { ResponseEnvelope } from '@vela/core';
import { describe, expect, it } from 'vitest';
import { type CallEnding, decideReaction, type Reaction } from './response-reaction.js';

function answered(
  path: string,
  returnCode: string,
  returnInfo = 'Something failed',
  status = 200,
): CallEnding {
  const envelope: ResponseEnvelope = { result: false, returnCode, returnInfo, data: null, requestId: 'r1' };
  return { kind: 'answered', path, status, envelope };
}

const dialog = (text: unknown): Reaction['feedback'] => ({ type: 'dialog', text }) as Reaction['feedback'];
const reject = (feedback: Reaction['feedback'], extra: Partial<Reaction> = {}): Reaction => ({
  settle: 'reject',
  report: true,
  relogin: false,
  feedback,
  ...extra,
});

const cases: [string, CallEnding, Reaction][] = [
  [
    '[S1-B-121] a truthy result resolves quietly',
    {
      kind: 'answered',
      path: 'x',
      status: 200,
      envelope: { result: true, returnCode: '1', returnInfo: '', data: 1, requestId: 'r' },
    },
    { settle: 'resolve', report: false, relogin: false, feedback: { type: 'none' } },
  ],
  [
    "[S1-B-121] returnCode 'Manual' counts as success",
    {
      kind: 'answered',
      path: 'approval/submitApproval',
      status: 200,
      envelope: { result: false, returnCode: 'Manual', returnInfo: '', data: null, requestId: 'r' },
    },
    { settle: 'resolve', report: false, relogin: false, feedback: { type: 'none' } },
  ],
  [
    '[S1-B-121] isConfirmDel counts as success',
    {
      kind: 'answered',
      path: 'objectdetail/delete',
      status: 200,
      envelope: {
        result: false,
        returnCode: '9',
        returnInfo: '',
        data: null,
        requestId: 'r',
        isConfirmDel: true,
      },
    },
    { settle: 'resolve', report: false, relogin: false, feedback: { type: 'none' } },
  ],
  [
    '[S1-E-001] 10002 is reported, forces re-login and rejects',
    answered('user/getUserSetup', '10002', 'expired', 401),
    reject({ type: 'none' }, { relogin: true }),
  ],
  [
    '[S1-E-002][S1-E-021] 11-300-APICallFailed opens the dialog with c1954',
    answered('a/b', '11-300-APICallFailed'),
    reject(dialog({ messageKey: 'c1954' })),
  ],
  [
    '[S1-E-003][S1-E-022] API-SERVICE-1 opens the dialog with c1954',
    answered('a/b', 'API-SERVICE-1', 'boom', 500),
    reject(dialog({ messageKey: 'c1954' })),
  ],
  [
    '[S1-E-004] 10905 rejects silently and is not reported',
    answered('a/b', '10905'),
    { settle: 'reject', report: false, relogin: false, feedback: { type: 'none' } },
  ],
  [
    '[S1-E-005] 11400 shows the returned message as a toast',
    answered('view/save', '11400', 'Name is taken'),
    reject({ type: 'toast', text: { message: 'Name is taken' } }),
  ],
  [
    '[S1-E-005] 11400 toasts on a quiet path too (DECISIONS 20)',
    answered('view/deleteView', '11400', 'In use'),
    reject({ type: 'toast', text: { message: 'In use' } }),
  ],
  [
    '[S1-E-006] 10801 on deleteReportFolder shows a toast',
    answered('report/deleteReportFolder', '10801', 'Folder not empty'),
    reject({ type: 'toast', text: { message: 'Folder not empty' } }),
  ],
  [
    '[S1-E-006][S1-E-007] 10801 elsewhere is an ordinary failure',
    answered('report/saveFolder', '10801', 'Folder not empty'),
    reject(dialog({ message: 'Folder not empty' })),
  ],
  [
    '[S1-E-007] any other failure opens the dialog with returnInfo',
    answered('objectInfo/save', '500', 'Save failed: locked'),
    reject(dialog({ message: 'Save failed: locked' })),
  ],
  [
    '[S1-E-008] no dialog on updateViewFieldMemory',
    answered('view/updateViewFieldMemory', '500'),
    reject({ type: 'none' }),
  ],
  [
    '[S1-E-009] no dialog on resettingViewFieldMemory',
    answered('/view/resettingViewFieldMemory', '500'),
    reject({ type: 'none' }),
  ],
  ['[S1-E-010] no dialog on deleteReport', answered('report/deleteReport', '500'), reject({ type: 'none' })],
  ['[S1-E-011] no dialog on deleteView', answered('view/deleteView', '500'), reject({ type: 'none' })],
  [
    '[S1-E-012] no dialog on submitApproval',
    answered('approval/submitApproval', '500'),
    reject({ type: 'none' }),
  ],
  [
    '[S1-E-013] no dialog on getGotoApprovalPreview',
    answered('approval/getGotoApprovalPreview', '500'),
    reject({ type: 'none' }),
  ],
  [
    '[S1-E-014] no dialog on getWorkOrderLineItemProcess',
    answered('workorder/getWorkOrderLineItemProcess', '500'),
    reject({ type: 'none' }),
  ],
  [
    '[S1-E-015] a "no active approval process criteria" failure is not reported',
    answered(
      'approval/submitApproval',
      '500',
      'The record does not meet any active approval process criteria.',
    ),
    reject({ type: 'none' }, { report: false }),
  ],
  [
    '[S1-E-015] ...nor when it opens the dialog elsewhere',
    answered('approval/process', '500', 'This record meets no active approval process criteria'),
    reject(dialog({ message: 'This record meets no active approval process criteria' }), { report: false }),
  ],
  [
    '[S1-E-016] a network failure is reported and opens the dialog',
    { kind: 'network', path: 'a/b', status: undefined },
    reject(dialog({ messageKey: 'api.networkFailed' })),
  ],
  [
    '[S1-E-020] a bare 404 opens the dialog with c1953 and code 404',
    { kind: 'network', path: 'nope', status: 404 },
    reject(dialog({ messageKey: 'c1953', code: '404' })),
  ],
  [
    '[S1-E-020] an envelope answered with status 404 shows c1953 too',
    answered('nope/nothing', '404', 'Route not found', 404),
    reject(dialog({ messageKey: 'c1953', code: '404' })),
  ],
  [
    '[S1-E-017] a timeout shows the c2487 toast only (DECISIONS 19)',
    { kind: 'timeout', path: 'report/run' },
    reject({ type: 'toast', text: { messageKey: 'c2487' } }),
  ],
  [
    "[S1-E-019] 'Cannot get a connection' is never shown; the generic text is",
    answered('a/b', '500', 'Cannot get a connection, pool error'),
    reject(dialog({ messageKey: 'c1954' })),
  ],
  [
    'a cancelled call rejects without a word',
    { kind: 'cancelled', path: 'a/b' },
    { settle: 'reject', report: false, relogin: false, feedback: { type: 'none' } },
  ],
];

describe('decideReaction (spec 1 §8)', () => {
  it.each(cases)('%s', (_title, ending, expected) => {
    expect(decideReaction(ending)).toEqual(expected);
  });

  it('a caller that shows its own messages gets no dialog, but re-login still happens', () => {
    expect(decideReaction(answered('a', '500'), { callerHandlesErrors: true }).feedback).toEqual({
      type: 'none',
    });
    expect(decideReaction(answered('a', '10002'), { callerHandlesErrors: true }).relogin).toBe(true);
  });
});
