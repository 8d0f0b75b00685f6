import { normaliseApiPath } from '@vela/core';

/** Spec 1 §7: these answers are files, handed to the caller untouched. */
export const RAW_DOWNLOAD_PATHS: readonly string[] = [
  'file/downloadFile',
  'file/downloadAttachement',
  'mailMerge/generateDocument',
  'accessApi/login/downloadLoginHistory',
  'form/getSharePhoto',
  'form/exportFormList',
  'form/exportFormInfo',
  'importFile/downloadFailFile',
  // Ours: a finished export's file (issue 21).
  'exportFile/download',
  'mergeReData',
  // Ours: printing's PDFs (docs/DESIGN-CHOICES.md "Printing").
  'print/downloadRecordPdf',
  'print/downloadTablePdf',
  'view/exportList',
  // Ours: a mail attachment (issue 23).
  'mail/downloadAttachment',
  // Ours: a chat's file message's file (issue 24).
  'chat/message/attachment',
  // Ours: app logos come with the token in the header, not in an <img> address (issue 16).
  'application/getAppLogo',
  // Ours: a report's result as CSV or XLSX (issue 19).
  'report/exportReport',
];

/** Calls that work before sign-in; every other call without a token is aborted (spec 1 §4). */
export const PUBLIC_AUTH_PATHS: readonly string[] = [
  'sysconfig/auth/pc/1.0/post/handshake',
  'sysconfig/auth/pc/1.0/post/unifiedLogin',
  // Ours: third-party sign-in (issue 18), before a session exists.
  'sysconfig/auth/pc/1.0/post/signInProviders',
  'sysconfig/auth/pc/1.0/post/thirdPartyStart',
  'sysconfig/auth/pc/1.0/post/thirdPartyLogin',
  // Ours: the public booking page (issue 22): a visitor books without an account.
  'booking/public/service',
  'booking/public/slots',
  'booking/public/book',
  'booking/public/booking',
  'booking/public/cancel',
  'booking/public/reschedule',
  // Ours: a published marketing form's public page: a visitor answers without an account.
  'form/public/get',
  'form/public/submit',
];

export const HANDSHAKE_PATH = 'sysconfig/auth/pc/1.0/post/handshake';
export const OBJECT_SAVE_PATH = 'objectInfo/save';
export const FILE_UPLOAD_PATH = 'file/upload';
export const CLIENT_ERROR_REPORT_PATH = 'user/reportClientError';

export function isAbsoluteUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url);
}

/** The path as the rules of spec 1 §7/§8 see it: no leading slashes, no '/api', no query. */
export function callPath(url: string): string {
  if (!isAbsoluteUrl(url)) return normaliseApiPath(url);
  const { pathname } = new URL(url);
  return normaliseApiPath(pathname);
}

export function isRawDownloadPath(url: string): boolean {
  const path = callPath(url);
  return RAW_DOWNLOAD_PATHS.some((raw) => path === raw || path.endsWith(`/${raw}`));
}

export function isPublicAuthPath(url: string): boolean {
  return PUBLIC_AUTH_PATHS.includes(callPath(url));
}

/** Base = configured gateway + '/api' unless the url is absolute; leading slashes do not matter (DECISIONS 23). */
export function resolveCallUrl(url: string, gateway: string): string {
  if (isAbsoluteUrl(url)) return url;
  const [path, query] = splitQuery(url);
  const base = `${gateway.replace(/\/+$/, '')}/api/${normaliseApiPath(path)}`;
  return query ? `${base}?${query}` : base;
}

function splitQuery(url: string): [string, string] {
  const index = url.indexOf('?');
  return index < 0 ? [url, ''] : [url.slice(0, index), url.slice(index + 1)];
}
