/** The head every envelope call (the spec's `postFormat`) carries. */
export const APP_TYPE = 'lightning-main';
export const APP_VERSION = '1.1.1';
export const REQUEST_ID_PRODUCER = 'browser';

export interface RequestHead {
  appType: string;
  appVersion: string;
  accessToken: string;
  source: string;
}

export interface RequestEnvelope<TBody> {
  head: RequestHead;
  body: TBody;
}

/**
 * Every `/api` answer, success or failure. `returnCode` is '1' on success;
 * failures carry a code from the error catalogue.
 */
export interface ResponseEnvelope<TData = unknown> {
  result: boolean;
  returnCode: string;
  returnInfo: string;
  data: TData;
  requestId: string;
  /** Set on a delete that asks the user to confirm; counts as success for the client. */
  isConfirmDel?: boolean;
}

export const SUCCESS_RETURN_CODE = '1';
/** Approval submission that needs the user to pick the next approver. */
export const MANUAL_RETURN_CODE = 'Manual';

/** Spec 1 §8: a truthy result, returnCode 'Manual' or isConfirmDel count as success. */
export function isSuccessResponse(
  response: Pick<ResponseEnvelope, 'result' | 'returnCode' | 'isConfirmDel'>,
): boolean {
  return (
    Boolean(response.result) || response.returnCode === MANUAL_RETURN_CODE || Boolean(response.isConfirmDel)
  );
}

export function buildRequestHead(accessToken: string, source = 'web'): RequestHead {
  return { appType: APP_TYPE, appVersion: APP_VERSION, accessToken, source };
}
