import { isRecordId, recordIdPrefix } from '../ids/record-id.js';

/**
 * The print routes' parameters (spec 1 §2.3, §2.6), checked once here: the
 * web shows the problem as the page and the server refuses the same input
 * with the same words. A route parameter cannot be empty, so "no value" is
 * written as a single '-'.
 */
export const EMPTY_PARAM = '-';
/** Until print templates can be designed (setuppage/objectTemplatePrint), each print has one built-in template. */
export const DEFAULT_TEMPLATE_ID = 'default';
export const PRINT_OUTPUTS = ['print', 'pdf'] as const;
export type PrintOutput = (typeof PRINT_OUTPUTS)[number];
/** A printed list is one page of at most this many rows. */
export const MAX_PRINT_PAGE_SIZE = 200;
/** Pages are keyset-paged: page N is reached by reading the N-1 before it, so N stays small. */
export const MAX_PRINT_PAGE_NUMBER = 50;

export type ParamCheck<T> = { ok: true; value: T } | { ok: false; problem: string };

const fail = <T>(problem: string): ParamCheck<T> => ({ ok: false, problem });

export const isEmptyParam = (value: string | undefined) =>
  value === undefined || value === '' || value === EMPTY_PARAM || value === 'null' || value === 'undefined';

function checkId(id: string | undefined): string | null {
  if (!id || !isRecordId(id)) return `"${id ?? ''}" is not a record id`;
  return null;
}

export interface TemplatePrintRequest {
  id: string;
  objId: string | null;
  templateId: string;
  output: PrintOutput;
}

/** print-quotation/{title}/{objId}/{id}/{templateId}/{type} and /print-invoices/{objId}/{id}/{templateId}/{type}/… */
export function checkTemplatePrint(params: {
  objId?: string | undefined;
  id?: string | undefined;
  templateId?: string | undefined;
  type?: string | undefined;
}): ParamCheck<TemplatePrintRequest> {
  const idProblem = checkId(params.id);
  if (idProblem) return fail(idProblem);
  const templateId = isEmptyParam(params.templateId) ? DEFAULT_TEMPLATE_ID : String(params.templateId);
  if (templateId !== DEFAULT_TEMPLATE_ID)
    return fail(
      `print template "${templateId}" does not exist (the one template is "${DEFAULT_TEMPLATE_ID}")`,
    );
  const output = isEmptyParam(params.type) ? 'print' : String(params.type);
  if (!(PRINT_OUTPUTS as readonly string[]).includes(output))
    return fail(`type "${output}" is not one of ${PRINT_OUTPUTS.join(', ')}`);
  return {
    ok: true,
    value: {
      id: String(params.id),
      objId: isEmptyParam(params.objId) ? null : String(params.objId),
      templateId,
      output: output as PrintOutput,
    },
  };
}

/** /print-detail/{id}/{prefix}: the prefix, when given, must be the id's own. */
export function checkDetailPrint(params: {
  id?: string | undefined;
  prefix?: string | undefined;
}): ParamCheck<{
  id: string;
}> {
  const idProblem = checkId(params.id);
  if (idProblem) return fail(idProblem);
  const id = String(params.id);
  if (!isEmptyParam(params.prefix) && params.prefix !== recordIdPrefix(id))
    return fail(`prefix "${params.prefix}" is not the prefix of record ${id}`);
  return { ok: true, value: { id } };
}

export interface TablePrintRequest {
  objId: string | null;
  prefix: string | null;
  objectApi: string;
  viewId: string | null;
  pageNum: number;
  pageSize: number;
  keyword: string;
  exact: boolean;
}

const wholeNumber = (text: string | undefined, name: string, max: number): ParamCheck<number> => {
  if (!text || !/^\d{1,6}$/.test(text) || Number(text) < 1)
    return fail(`${name} "${text ?? ''}" is not a whole number from 1`);
  if (Number(text) > max) return fail(`${name} ${text} is more than ${max}`);
  return { ok: true, value: Number(text) };
};

/** /print-table/{objId}/{prefix}/{objectApi}/{viewId}/{pageNum}/{pageSize}/{searchKeyWord}/{tagIdsArr}/{exactSearchFlag} */
export function checkTablePrint(params: Record<string, string | undefined>): ParamCheck<TablePrintRequest> {
  const objectApi = params.objectApi ?? '';
  if (!/^[A-Za-z][A-Za-z0-9_]{0,99}$/.test(objectApi)) return fail(`"${objectApi}" is not an object name`);
  const pageNum = wholeNumber(params.pageNum, 'pageNum', MAX_PRINT_PAGE_NUMBER);
  if (!pageNum.ok) return pageNum;
  const pageSize = wholeNumber(params.pageSize, 'pageSize', MAX_PRINT_PAGE_SIZE);
  if (!pageSize.ok) return pageSize;
  if (!isEmptyParam(params.tagIdsArr))
    return fail('filtering a printed list by tags is not available: list views have no tags yet');
  const flag = isEmptyParam(params.exactSearchFlag) ? 'false' : String(params.exactSearchFlag);
  if (!['true', 'false', '1', '0'].includes(flag))
    return fail(`exactSearchFlag "${flag}" is not true or false`);
  const keyword = isEmptyParam(params.searchKeyWord) ? '' : String(params.searchKeyWord).trim();
  if (keyword.length > 200) return fail('searchKeyWord is longer than 200 characters');
  return {
    ok: true,
    value: {
      objId: isEmptyParam(params.objId) ? null : String(params.objId),
      prefix: isEmptyParam(params.prefix) ? null : String(params.prefix),
      objectApi,
      viewId: isEmptyParam(params.viewId) ? null : String(params.viewId),
      pageNum: pageNum.value,
      pageSize: pageSize.value,
      keyword,
      exact: flag === 'true' || flag === '1',
    },
  };
}

/** The print-table path for a list as it is shown (the list page's Print button). */
export function printTablePath(request: {
  objId: string;
  prefix: string;
  objectApi: string;
  viewId: string;
  pageNum: number;
  pageSize: number;
  keyword: string;
}): string {
  const part = (value: string) => encodeURIComponent(value.trim() === '' ? EMPTY_PARAM : value);
  return `/print-table/${part(request.objId)}/${part(request.prefix)}/${part(request.objectApi)}/${part(request.viewId)}/${request.pageNum}/${request.pageSize}/${part(request.keyword)}/${EMPTY_PARAM}/false`;
}
