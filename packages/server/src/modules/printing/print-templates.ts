import { randomUUID } from 'node:crypto';
import { checkPrintDesign, type PrintTemplateKind, type StoredPrintTemplate } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';

/** A stored print template as the setup screen reads it. */
export type PrintTemplate = StoredPrintTemplate;

function requireTemplateAdmin(user: CurrentUser): void {
  if (user.profileId !== 'system_admin')
    throw new AppError(ErrorCode.FORBIDDEN, 'Only a system administrator may change print templates');
}

function templateOf(row: {
  id: string;
  kind: string;
  is_active: number;
  design_json: string;
  updated_at: string;
}): PrintTemplate {
  // Stored designs were checked when saved; a row edited by hand that no longer passes is named, not guessed at.
  const checked = checkPrintDesign(JSON.parse(row.design_json));
  if (!checked.ok)
    throw new AppError(ErrorCode.TOAST_MESSAGE, `Print template ${row.id}: ${checked.problem}`);
  return {
    id: row.id,
    kind: row.kind as PrintTemplateKind,
    active: row.is_active === 1,
    design: checked.design,
    updatedAt: row.updated_at,
  };
}

export async function listPrintTemplates(
  database: DatabaseHandle,
  user: CurrentUser,
  kind: PrintTemplateKind,
): Promise<PrintTemplate[]> {
  const rows = await database.db
    .selectFrom('print_template')
    .selectAll()
    .where('org_id', '=', user.orgId)
    .where('kind', '=', kind)
    .orderBy('name')
    .execute();
  return rows.map(templateOf);
}

/** The template the print routes use for a kind: the organisation's active one, or none (built in). */
export async function activePrintTemplate(
  database: DatabaseHandle,
  orgId: string,
  kind: PrintTemplateKind,
): Promise<PrintTemplate | null> {
  const row = await database.db
    .selectFrom('print_template')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('kind', '=', kind)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return row ? templateOf(row) : null;
}

/**
 * Creates or changes a template (administrators only). Making one active makes
 * the kind's other templates inactive in the same transaction, so printing
 * always finds at most one.
 */
export async function savePrintTemplate(
  database: DatabaseHandle,
  user: CurrentUser,
  input: { id?: string | undefined; kind: PrintTemplateKind; active: boolean; design: unknown },
  now: Date,
): Promise<PrintTemplate> {
  requireTemplateAdmin(user);
  const checked = checkPrintDesign(input.design);
  if (!checked.ok) throw new AppError(ErrorCode.BAD_REQUEST, checked.problem);
  const { design } = checked;
  return database.db.transaction().execute(async (trx) => {
    if (input.id) {
      const existing = await trx
        .selectFrom('print_template')
        .select(['id', 'kind'])
        .where('id', '=', input.id)
        .where('org_id', '=', user.orgId)
        .executeTakeFirst();
      if (!existing) throw new AppError(ErrorCode.NOT_FOUND, `id: print template ${input.id} was not found`);
      if (existing.kind !== input.kind)
        throw new AppError(
          ErrorCode.BAD_REQUEST,
          `kind: template ${input.id} is a ${existing.kind} template`,
        );
    }
    const id = input.id ?? randomUUID();
    if (input.active)
      await trx
        .updateTable('print_template')
        .set({ is_active: 0 })
        .where('org_id', '=', user.orgId)
        .where('kind', '=', input.kind)
        .execute();
    const values = {
      name: design.name,
      design_json: JSON.stringify(design),
      is_active: input.active ? 1 : 0,
      updated_at: now.toISOString(),
      updated_by: user.userId,
    };
    if (input.id) await trx.updateTable('print_template').set(values).where('id', '=', id).execute();
    else
      await trx
        .insertInto('print_template')
        .values({ id, org_id: user.orgId, kind: input.kind, ...values })
        .execute();
    return { id, kind: input.kind, active: input.active, design, updatedAt: values.updated_at };
  });
}
