import { z } from 'zod';
import { defineCall } from './call-contract.js';

/** The shift plan's one read (spec 2 shift plan): its request and answer. */
const instant = z.string().min(10, 'write a date and time').max(40);

/** A row of the shift plan: an active service resource. */
export const planResourceSchema = z.object({ id: z.string(), name: z.string(), resourceType: z.string() });
export type PlanResource = z.infer<typeof planResourceSchema>;

/** A shift as the plan shows it; times are stored UTC ('YYYY-MM-DD HH:mm:ss'). */
export const planShiftSchema = z.object({
  id: z.string(),
  name: z.string(),
  resourceId: z.string(),
  resourceName: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.string(),
  shiftType: z.string(),
  territoryName: z.string(),
  /** The caller may move or change this shift (edit permission and sharing). */
  canEdit: z.boolean(),
});
export type PlanShift = z.infer<typeof planShiftSchema>;

export const shiftPlanSchema = z.object({
  object: z.object({
    objectApi: z.string(),
    objId: z.string(),
    prefix: z.string(),
    label: z.string(),
    pluralLabel: z.string(),
  }),
  resourceObject: z.object({ objectApi: z.string(), prefix: z.string() }).nullable(),
  canCreate: z.boolean(),
  resources: z.array(planResourceSchema),
  shifts: z.array(planShiftSchema),
  /** The status picklist in plan order. */
  statuses: z.array(z.object({ value: z.string(), label: z.string() })),
});
/** What `/shiftPlan/getPlan` answers for a window of time. */
export type ShiftPlan = z.infer<typeof shiftPlanSchema>;

export const getShiftPlanContract = defineCall({
  path: '/shiftPlan/getPlan',
  summary:
    'The shift plan of a window (from, to: UTC): the active service resources and the shifts overlapping it that the caller may read',
  request: z.strictObject({ from: instant, to: instant }),
  response: shiftPlanSchema,
});
