import {
  AI_TOOL_RECORD_LIMIT,
  type AiMessage,
  type AiRecordLink,
  type AiTool,
  getApprovalListContract,
  getDetailContract,
  getDetailRelatedItemsContract,
  getFieldHistoryContract,
  getViewListDataContract,
  isRecordId,
  type LayoutFieldData,
  type SectionData,
} from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { globalSearch } from '../search/index.js';
import type { UserCalls } from './user-calls.js';

/**
 * The agent's tools (issue 24). Each acts as the signed-in person: the
 * search is the global search under their access, the others the API's own
 * calls made with their credential (user-calls.ts), so a tool never answers
 * with a record the person could not open themselves.
 */
export interface ToolResult {
  /** What the tool found, for a person to read (the built-in assistant's reply) and for a model. */
  text: string;
  links: AiRecordLink[];
  draft?: NonNullable<AiMessage['draft']>;
  prefill?: NonNullable<AiMessage['prefill']>;
}

export interface ToolScope {
  context: ModuleContext;
  user: CurrentUser;
  calls: UserCalls;
}

export async function searchRecords(scope: ToolScope, keyword: string): Promise<ToolResult> {
  const words = keyword.trim();
  if (words === '')
    return { text: 'Say which record to look for (a name, an e-mail or a phone).', links: [] };
  const answer = await globalSearch(scope.context, scope.user, { keyword: words, searchObjId: 'all' });
  const links = answer.groups
    .flatMap((group) =>
      group.records.map((record) => ({ id: record.id, name: record.name, objectLabel: group.label })),
    )
    .slice(0, AI_TOOL_RECORD_LIMIT);
  if (links.length === 0) return { text: `No record you can open matches “${words}”.`, links };
  return {
    text: [
      `Records matching “${words}”:`,
      ...links.map((link) => `• ${link.name} (${link.objectLabel})`),
    ].join('\n'),
    links,
  };
}

/** The record a question names: an id as it is, else the best match of a search. */
async function recordNamed(scope: ToolScope, reference: string): Promise<AiRecordLink | ToolResult> {
  const text = reference.trim();
  if (isRecordId(text)) return { id: text, name: text, objectLabel: '' };
  const found = await searchRecords(scope, text);
  return found.links[0] ?? found;
}

function isLink(value: AiRecordLink | ToolResult): value is AiRecordLink {
  return 'id' in value;
}

function isField(cell: LayoutFieldData | Record<string, never>): cell is LayoutFieldData {
  return 'apiname' in cell;
}

/** A field's value as the record page shows it: a picklist's label, a looked-up record's name. */
function fieldText(field: LayoutFieldData): string {
  const value = field.value;
  if (value === null || value === '') return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const text = String(value);
  for (const entry of field.data) {
    if ('val' in entry && entry.val === text) return entry.key;
    if ('id' in entry && entry.id === text) return entry.value;
  }
  return text;
}

function fieldLines(sections: readonly SectionData[]): string[] {
  const lines: string[] = [];
  for (const section of sections)
    for (const row of section.data)
      for (const cell of [row.left, row.right]) {
        if (!isField(cell) || cell.hidden) continue;
        const text = fieldText(cell);
        if (text !== '') lines.push(`${cell.fieldLabel}: ${text.slice(0, 300)}`);
      }
  return lines;
}

export async function readRecord(scope: ToolScope, reference: string): Promise<ToolResult> {
  const named = await recordNamed(scope, reference);
  if (!isLink(named)) return named;
  const detail = await scope.calls.call(getDetailContract, { id: named.id });
  const name = String(detail.data.name ?? named.name);
  const link = { id: named.id, name, objectLabel: detail.labelName };
  const related = await scope.calls.call(getDetailRelatedItemsContract, { id: named.id, limit: 3 });
  const lists = Array.isArray(related) ? related : [];
  const relatedLines = lists
    .filter((list) => list.totalCount > 0)
    .map(
      (list) =>
        `${list.labelName} (${list.totalCount}): ${list.dataList.map((record) => record.name).join(', ')}`,
    );
  return {
    text: [
      `${detail.labelName} “${name}”`,
      ...fieldLines(detail.dataList),
      ...(relatedLines.length > 0 ? ['Related:', ...relatedLines.map((line) => `• ${line}`)] : []),
    ].join('\n'),
    links: [
      link,
      ...lists.flatMap((list) => list.dataList.map((record) => ({ ...record, objectLabel: list.labelName }))),
    ].slice(0, AI_TOOL_RECORD_LIMIT),
  };
}

export async function recordHistory(scope: ToolScope, reference: string): Promise<ToolResult> {
  const named = await recordNamed(scope, reference);
  if (!isLink(named)) return named;
  const detail = await scope.calls.call(getDetailContract, { id: named.id });
  const name = String(detail.data.name ?? named.name);
  const history = await scope.calls.call(getFieldHistoryContract, { id: named.id, pageSize: 20 });
  const link = { id: named.id, name, objectLabel: detail.labelName };
  if (history.dataList.length === 0)
    return { text: `${detail.labelName} “${name}” has no tracked changes.`, links: [link] };
  const people = new Set(history.dataList.map((entry) => entry.changedByName));
  const lines = history.dataList
    .slice(0, 10)
    .map((entry) =>
      entry.created
        ? `${entry.changedAt.slice(0, 10)} created by ${entry.changedByName}`
        : `${entry.changedAt.slice(0, 10)} ${entry.fieldLabel}: ${entry.oldText || '—'} → ${entry.newText || '—'} (${entry.changedByName})`,
    );
  return {
    text: [
      `${detail.labelName} “${name}”: ${history.totalCount} tracked change(s) by ${[...people].join(', ')}; the latest:`,
      ...lines.map((line) => `• ${line}`),
    ].join('\n'),
    links: [link],
  };
}

export async function myWork(scope: ToolScope): Promise<ToolResult> {
  const [tasks, approvals] = await Promise.all([
    scope.calls.call(getViewListDataContract, {
      objectApi: 'Task',
      scope: 'mine',
      pageSize: AI_TOOL_RECORD_LIMIT,
      filters: { criteria: [{ field: 'status', operator: 'notin', value: ['Completed'] }] },
    }),
    scope.calls.call(getApprovalListContract, { box: 'waiting', page: 1, pageSize: AI_TOOL_RECORD_LIMIT }),
  ]);
  const taskLinks = tasks.rows.map((row) => ({
    id: row.id,
    name: String(row.subject ?? row.name ?? row.id),
    objectLabel: 'Task',
  }));
  const approvalLinks = approvals.rows.map((row) => ({
    id: row.recordId,
    name: row.recordName,
    objectLabel: row.objectLabel,
  }));
  const lines = [
    taskLinks.length === 0 ? 'No open tasks.' : `Open tasks (${taskLinks.length}):`,
    ...tasks.rows.map(
      (row) =>
        `• ${String(row.subject ?? row.name ?? row.id)}${row.duedate ? ` — due ${String(row.duedate)}` : ''}`,
    ),
    approvals.total === 0
      ? 'No approvals waiting for you.'
      : `Approvals waiting for you (${approvals.total}):`,
    ...approvals.rows.map(
      (row) => `• ${row.recordName} (${row.objectLabel}, ${row.processName}) from ${row.submittedBy.name}`,
    ),
  ];
  return { text: lines.join('\n'), links: [...taskLinks, ...approvalLinks] };
}

export async function draftEmail(scope: ToolScope, reference: string, purpose = ''): Promise<ToolResult> {
  const named = await recordNamed(scope, reference);
  if (!isLink(named)) return named;
  const detail = await scope.calls.call(getDetailContract, { id: named.id });
  const name = String(detail.data.name ?? named.name);
  const email = Object.entries(detail.data).find(
    ([key, value]) => /e?mail/i.test(key) && typeof value === 'string' && value.includes('@'),
  );
  const to = typeof email?.[1] === 'string' ? email[1] : '';
  const subject = purpose !== '' ? purpose : `Following up — ${name}`;
  const body = [
    `Hello ${name},`,
    '',
    purpose !== ''
      ? purpose
      : 'Thank you for your time recently. I wanted to follow up on our conversation and check whether you have any questions.',
    '',
    `Best regards,`,
    scope.user.name,
  ].join('\n');
  return {
    text: `A draft e-mail to ${name}${to ? ` <${to}>` : ' (no e-mail address on the record)'} — review it and send it from E-mail.`,
    links: [{ id: named.id, name, objectLabel: detail.labelName }],
    draft: { to, subject, body },
  };
}

export function prefillForm(objectApi: string, values: Record<string, string>): ToolResult {
  const shown = Object.entries(values).map(([field, value]) => `${field}: ${value}`);
  return {
    text: [
      `A new ${objectApi} form is ready to open with:`,
      ...shown.map((line) => `• ${line}`),
      'Check it and save it yourself — nothing is saved yet.',
    ].join('\n'),
    links: [],
    prefill: { objectApi, values },
  };
}

/** A tool the agent was not given, or a refusal of the API, as the tool's answer. */
export function refusal(tool: AiTool, error: unknown): ToolResult {
  if (error instanceof AppError && (error.code === ErrorCode.NOT_FOUND || error.code === ErrorCode.FORBIDDEN))
    return { text: 'That record was not found, or you may not open it.', links: [] };
  if (error instanceof AppError) return { text: `${tool}: ${error.message}`, links: [] };
  throw error;
}
