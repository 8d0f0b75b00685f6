import {
  ErrorCode,
  isSuccessResponse,
  MessageKey,
  type ResponseEnvelope,
  SERVICE_FAILURE_CODES,
} from '@vela/core';

/**
 * Spec 1 §8 as one pure decision: given how a call ended, say whether it
 * resolves, whether it is reported to the server's client-error log
 * (DECISIONS 22), whether the user must sign in again, and what the user sees.
 * The request client carries the decision out; nothing here has side effects.
 */
export type CallEnding =
  | { kind: 'answered'; path: string; status: number; envelope: ResponseEnvelope }
  /** No envelope came back: the connection failed, or the server answered something else (e.g. a bare 404). */
  | { kind: 'network'; path: string; status: number | undefined }
  | { kind: 'timeout'; path: string }
  | { kind: 'cancelled'; path: string };

export type DialogText =
  | { messageKey: typeof MessageKey.notFound; code: '404' }
  | { messageKey: typeof MessageKey.serviceFailed }
  | { messageKey: 'api.networkFailed' }
  | { message: string };

/**
 * A toast's text: the server's words, and, when the server gave one, the
 * message key (and values) that say it in the person's language.
 */
export type ToastText =
  | { message: string; translation?: ServerTranslation }
  | { messageKey: typeof MessageKey.requestTimeout };

export interface ServerTranslation {
  key: string;
  params: Record<string, string | number>;
}

export type UserFeedback =
  | { type: 'none' }
  | { type: 'dialog'; text: DialogText }
  | { type: 'toast'; text: ToastText };

export interface Reaction {
  settle: 'resolve' | 'reject';
  report: boolean;
  relogin: boolean;
  feedback: UserFeedback;
  /** The server wants a new password first (code 10013): go to the change-password page. */
  passwordChange?: true;
}

/** Paths whose ordinary failures never open the error dialog (spec 1 §8). */
export const QUIET_PATH_MARKERS: readonly string[] = [
  'updateViewFieldMemory',
  'resettingViewFieldMemory',
  'deleteReport',
  'deleteView',
  'submitApproval',
  'getGotoApprovalPreview',
  'getWorkOrderLineItemProcess',
];

const NO_APPROVAL_PROCESS = /(does not meet any|meets no) active approval process criteria/i;
const NO_CONNECTION = 'Cannot get a connection';
const NONE: UserFeedback = { type: 'none' };

export interface ReactionOptions {
  /** The caller shows its own messages (the login form): no dialog or toast, everything else unchanged. */
  callerHandlesErrors?: boolean;
}

export function decideReaction(ending: CallEnding, options: ReactionOptions = {}): Reaction {
  const reaction = decide(ending);
  return options.callerHandlesErrors ? { ...reaction, feedback: NONE } : reaction;
}

function decide(ending: CallEnding): Reaction {
  switch (ending.kind) {
    case 'cancelled':
      return { settle: 'reject', report: false, relogin: false, feedback: NONE };
    case 'timeout':
      // DECISIONS 19: the toast only, not the dialog.
      return {
        settle: 'reject',
        report: true,
        relogin: false,
        feedback: { type: 'toast', text: { messageKey: MessageKey.requestTimeout } },
      };
    case 'network':
      return {
        settle: 'reject',
        report: true,
        relogin: false,
        feedback: {
          type: 'dialog',
          text:
            ending.status === 404
              ? { messageKey: MessageKey.notFound, code: '404' }
              : { messageKey: 'api.networkFailed' },
        },
      };
    case 'answered':
      return decideAnswered(ending.path, ending.status, ending.envelope);
  }
}

function decideAnswered(path: string, status: number, envelope: ResponseEnvelope): Reaction {
  if (isSuccessResponse(envelope))
    return { settle: 'resolve', report: false, relogin: false, feedback: NONE };
  const code = String(envelope.returnCode);
  const message = envelope.returnInfo ?? '';
  const report = !NO_APPROVAL_PROCESS.test(message);
  const reject = (feedback: UserFeedback, relogin = false): Reaction => ({
    settle: 'reject',
    report,
    relogin,
    feedback,
  });

  if (code === ErrorCode.TOKEN_EXPIRED) return reject(NONE, true);
  if (code === ErrorCode.PASSWORD_CHANGE_REQUIRED) {
    return { settle: 'reject', report: false, relogin: false, feedback: NONE, passwordChange: true };
  }
  if (SERVICE_FAILURE_CODES.includes(code)) {
    return reject({ type: 'dialog', text: { messageKey: MessageKey.serviceFailed } });
  }
  if (code === ErrorCode.SILENT) return { settle: 'reject', report: false, relogin: false, feedback: NONE };
  if (
    code === ErrorCode.TOAST_MESSAGE ||
    (code === ErrorCode.REPORT_FOLDER_NOT_EMPTY && path.includes('deleteReportFolder'))
  ) {
    const translation = serverTranslation(envelope.data);
    return reject({ type: 'toast', text: translation ? { message, translation } : { message } });
  }
  if (QUIET_PATH_MARKERS.some((marker) => path.includes(marker))) return reject(NONE);
  return reject({ type: 'dialog', text: dialogTextFor(status, message) });
}

function dialogTextFor(status: number, message: string): DialogText {
  if (status === 404) return { messageKey: MessageKey.notFound, code: '404' };
  // A database outage message means nothing to a person; the generic service text does.
  if (!message || message.includes(NO_CONNECTION)) return { messageKey: MessageKey.serviceFailed };
  return { message };
}

/** A refusal's data `{messageKey, messageParams?}` (the approval delete lock, …): its translation. */
function serverTranslation(data: unknown): ServerTranslation | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { messageKey, messageParams } = data as { messageKey?: unknown; messageParams?: unknown };
  if (typeof messageKey !== 'string' || !messageKey) return undefined;
  const params: Record<string, string | number> = {};
  if (messageParams && typeof messageParams === 'object')
    for (const [name, value] of Object.entries(messageParams))
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
  return { key: messageKey, params };
}
