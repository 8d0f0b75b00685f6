/**
 * The error-code catalogue: every `returnCode` a failed envelope may carry.
 * Codes named by the spec keep the spec's values; the rest are ours and are
 * documented here so both server and client read them from one place.
 */
export const ErrorCode = {
  /** Spec: the access token expired or was revoked; the client forces a re-login. */
  TOKEN_EXPIRED: '10002',
  /** Spec: an upstream or internal call failed; the client shows the error dialog with c1954. */
  API_CALL_FAILED: '11-300-APICallFailed',
  /** Spec: a service failed unexpectedly; the client shows the error dialog with c1954. */
  API_SERVICE: 'API-SERVICE-1',
  /** Spec: the client rejects these silently (used for "nothing to do" answers). */
  SILENT: '10905',
  /** Spec: the client shows returnInfo as an error toast. */
  TOAST_MESSAGE: '11400',
  /** Spec: shown as a toast only for deleteReportFolder (the folder is not empty). */
  REPORT_FOLDER_NOT_EMPTY: '10801',

  /** The body, query or envelope is malformed; returnInfo names the field. HTTP 400. */
  BAD_REQUEST: '400',
  /** The caller is not signed in (no token on a call that needs one). HTTP 401. */
  NOT_SIGNED_IN: '401',
  /** The caller may not do this. HTTP 403. */
  FORBIDDEN: '403',
  /** Unknown path or record. HTTP 404. */
  NOT_FOUND: '404',
  /** The body is over the size limit. HTTP 413. */
  PAYLOAD_TOO_LARGE: '413',
  /** Too many requests from this address. HTTP 429. */
  RATE_LIMITED: '429',

  /** Wrong user name or password. */
  LOGIN_FAILED: '10010',
  /** Too many failed sign-ins: the account is locked for a while. */
  ACCOUNT_LOCKED: '10011',
  /** The new password does not meet the password policy. */
  PASSWORD_POLICY: '10012',
  /** The user must set a new password before going on. */
  PASSWORD_CHANGE_REQUIRED: '10013',
  /** The current password given with a change of password is wrong. */
  WRONG_CURRENT_PASSWORD: '10014',
  /** An encrypted body could not be opened: tampered, replayed or sealed with another key. */
  DECRYPT_FAILED: '10020',
  /** The record was changed by someone else since it was read. */
  STALE_RECORD: '10030',
  /** A record could not be submitted for approval; data.errors lists why (spec 2 §8 approval failure). */
  APPROVAL_REFUSED: '10040',
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The HTTP status each code is answered with; anything not listed is 200 with result false. */
export const HTTP_STATUS_BY_CODE: Readonly<Partial<Record<ErrorCodeValue, number>>> = {
  [ErrorCode.TOKEN_EXPIRED]: 401,
  [ErrorCode.NOT_SIGNED_IN]: 401,
  [ErrorCode.BAD_REQUEST]: 400,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.PAYLOAD_TOO_LARGE]: 413,
  [ErrorCode.RATE_LIMITED]: 429,
  [ErrorCode.API_SERVICE]: 500,
  [ErrorCode.DECRYPT_FAILED]: 400,
};

/** Codes the client answers with the error dialog's c1954 text. */
export const SERVICE_FAILURE_CODES: readonly string[] = [ErrorCode.API_CALL_FAILED, ErrorCode.API_SERVICE];
