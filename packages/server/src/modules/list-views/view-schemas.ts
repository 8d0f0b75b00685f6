import { z } from 'zod';
import { FILTER_OPERATORS } from './filter-operators.js';

/** Request bodies of the list-view calls. */
const objectRef = {
  objId: z.string().min(1).max(100).optional(),
  objectApi: z.string().min(1).max(100).optional(),
};

export const criterionSchema = z.strictObject({
  field: z.string().min(1).max(100),
  operator: z.string().min(1).max(20),
  value: z.union([z.string().max(1000), z.array(z.string().max(1000)).max(100)]).optional(),
});

const criteria = z.array(criterionSchema).max(20);
const logic = z.string().max(500);
const sort = z.strictObject({ field: z.string().min(1).max(100), order: z.enum(['asc', 'desc']) });
const scope = z.enum(['all', 'mine', 'team']);
const columns = z.array(z.string().min(1).max(100)).min(1).max(50);
const ids = z.array(z.string().min(1).max(64)).min(1).max(1000);

export const listQuestionSchema = z.strictObject({
  ...objectRef,
  viewId: z.string().min(1).max(100).optional(),
  /** Filters on top of the view's own (the filter panel before it is saved). */
  filters: z.strictObject({ criteria, logic: logic.optional() }).optional(),
  keyword: z.string().max(200).optional(),
  /** Overrides the view's owner scope for this question. */
  scope: scope.optional(),
});

export const pageSchema = listQuestionSchema.extend({
  pageSize: z.number().int().min(1).max(200).optional(),
  cursor: z.string().max(2000).optional(),
  sort: sort.optional(),
});

export const kanbanSchema = listQuestionSchema.extend({
  /** The picklist whose values are the columns; stage or status when not given. */
  groupField: z.string().min(1).max(100).optional(),
  /** The number field each column totals; amount when not given, '' for none. */
  sumField: z.string().max(100).optional(),
  cardsPerColumn: z.number().int().min(0).max(100).optional(),
  sort: sort.optional(),
});

export const exportSchema = listQuestionSchema.extend({
  format: z.enum(['csv', 'xlsx'], { error: 'format: csv or xlsx' }),
  sort: sort.optional(),
});

export const viewListSchema = z.strictObject({ ...objectRef });

export const saveViewSchema = z.strictObject({
  ...objectRef,
  /** Present: change that view; absent: create one. */
  id: z.string().min(1).max(100).optional(),
  name: z.string().trim().min(1, 'name: give the view a name').max(80),
  scope: scope.optional(),
  shared: z.boolean().optional(),
  columns: columns.optional(),
  criteria: criteria.optional(),
  logic: logic.optional(),
  sort: sort.optional(),
});

export const renameViewSchema = z.strictObject({
  id: z.string().min(1).max(100),
  name: z.string().trim().min(1, 'name: give the view a name').max(80),
});
export const shareViewSchema = z.strictObject({ id: z.string().min(1).max(100), shared: z.boolean() });
export const viewIdSchema = z.strictObject({ id: z.string().min(1).max(100) });

export const fieldMemorySchema = z.strictObject({
  viewId: z.string().min(1).max(100),
  columns: z
    .array(
      z.strictObject({
        field: z.string().min(1).max(100),
        width: z.number().int().min(40).max(2000).nullable().optional(),
      }),
    )
    .min(1)
    .max(50),
});
export const resetMemorySchema = z.strictObject({ viewId: z.string().min(1).max(100) });

export const massDeleteSchema = z.strictObject({ ...objectRef, ids });
export const massOwnerSchema = z.strictObject({ ...objectRef, ids, ownerId: z.string().min(1).max(64) });

const fieldValue = z.union([z.string().max(32000), z.number(), z.boolean(), z.null()]);

export const massUpdateSchema = z.strictObject({
  ...objectRef,
  ids,
  /** The field to set on every record, and its value as the form would send it. */
  field: z.string().min(1).max(100),
  value: fieldValue,
  /**
   * Ours (issue 16 item 3): record id → the lastmodifydate the caller saw.
   * A record named here is refused if it changed since (a kanban move of a
   * card someone else just changed); one not named is set whatever changed
   * since — a mass edit writes its one field last-writer-wins.
   */
  versions: z.record(z.string().min(1).max(64), z.string().min(1).max(40)).optional(),
});

export { FILTER_OPERATORS };
