import { z } from 'zod';
import { defineCall } from './call-contract.js';

/**
 * Dispatch (issue 22; server module dispatch, web feature dispatch): the
 * desk's window of waiting work orders and resources, assigning and
 * unassigning through the save pipeline, recommended resources with their
 * reasons, and the resource usage view (`commonObjects/ganttResource`).
 * Days are the caller's days, in their time zone; times on the wire are
 * stored UTC ('YYYY-MM-DD HH:mm:ss').
 */

const recordId = z.string().min(1, 'choose a record').max(64);
const instant = z.string().min(10, 'write a date and time').max(40);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'write a day as YYYY-MM-DD');

export const workOrderCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  priority: z.string(),
  territoryId: z.string(),
  territoryName: z.string(),
  skills: z.array(z.string()),
  durationHours: z.number(),
  resourceId: z.string(),
  start: z.string(),
  end: z.string(),
  /** The caller may assign it (edit permission and sharing). */
  canEdit: z.boolean(),
});
export type WorkOrderCard = z.infer<typeof workOrderCardSchema>;

export const deskResourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  resourceType: z.string(),
  userName: z.string(),
  territoryId: z.string(),
  territoryName: z.string(),
  skills: z.array(z.string()),
});
export type DeskResource = z.infer<typeof deskResourceSchema>;

export const deskBarSchema = z.object({
  id: z.string(),
  kind: z.enum(['workOrder', 'event', 'shift']),
  resourceId: z.string(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
  canEdit: z.boolean(),
});
export type DeskBar = z.infer<typeof deskBarSchema>;

export const getDispatchDeskContract = defineCall({
  path: '/dispatch/getDesk',
  summary:
    "The dispatch desk: work orders waiting for assignment the caller may read (filtered by territory, priority, skill and search), and active service resources × 1–7 of the caller's days with their work orders, shifts and events",
  request: z.strictObject({
    from: day,
    days: z.number().int().min(1).max(7).default(1),
    search: z.string().max(100).optional(),
    territoryId: z.string().max(64).optional(),
    priority: z.string().max(40).optional(),
    skill: z.string().max(80).optional(),
  }),
  response: z.object({
    zone: z.string(),
    /** Bounds of the window (stored UTC): the first day's midnight and the last day's end. */
    windowStart: z.string(),
    windowEnd: z.string(),
    waiting: z.array(workOrderCardSchema),
    resources: z.array(deskResourceSchema),
    bars: z.array(deskBarSchema),
    territories: z.array(z.object({ id: z.string(), name: z.string() })),
    priorities: z.array(z.object({ code: z.string(), label: z.string() })),
    skills: z.array(z.string()),
  }),
});

export const assignWorkOrderContract = defineCall({
  path: '/dispatch/assign',
  summary:
    'Assigns a work order to a service resource from a start (the end defaults to the start plus its duration) through the save pipeline: an inactive resource, an overlap with another booking of the resource, an end before the start or no edit access is refused with the reason',
  request: z.strictObject({
    workOrderId: recordId,
    resourceId: recordId,
    start: instant,
    end: instant.optional(),
  }),
  response: workOrderCardSchema,
});

export const unassignWorkOrderContract = defineCall({
  path: '/dispatch/unassign',
  summary: 'Takes a work order off its resource and back to the waiting list, through the save pipeline',
  request: z.strictObject({ workOrderId: recordId }),
  response: workOrderCardSchema,
});

export const recommendationReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('qualified'), field: z.string(), values: z.array(z.string()) }),
  z.object({ kind: z.literal('unqualified'), field: z.string(), values: z.array(z.string()) }),
  z.object({ kind: z.literal('workRule'), rule: z.string() }),
  z.object({ kind: z.literal('freeTime'), start: z.string(), end: z.string() }),
  z.object({ kind: z.literal('noFreeTime') }),
  z.object({
    kind: z.literal('travel'),
    km: z.number(),
    /** Straight-line minutes at the assumed speed (core `travelMinutes`). */
    minutes: z.number(),
    /** From the place of the resource's previous job rather than its base. */
    fromPreviousJob: z.boolean(),
  }),
  z.object({ kind: z.literal('workload'), bookedHours: z.number(), capacityHours: z.number() }),
]);
export type RecommendationReasonWire = z.infer<typeof recommendationReasonSchema>;

export const recommendResourcesContract = defineCall({
  path: '/dispatch/recommend',
  summary:
    'Recommended service resources for a work order from the service goals and work rules, best first, each with its reasons (skills matched, first free time, travel distance and time from the previous job or base, workload); the ones that fail a rule follow with why',
  request: z.strictObject({
    workOrderId: recordId,
    from: day,
    days: z.number().int().min(1).max(14).default(7),
  }),
  response: z.object({
    workOrderId: z.string(),
    goals: z.array(z.string()),
    recommendations: z.array(
      z.object({
        resourceId: z.string(),
        name: z.string(),
        eligible: z.boolean(),
        score: z.number(),
        firstFreeStart: z.string(),
        firstFreeEnd: z.string(),
        reasons: z.array(recommendationReasonSchema),
      }),
    ),
  }),
});

export const usageDaySchema = z.object({
  day: z.string(),
  bookedHours: z.number(),
  capacityHours: z.number(),
  over: z.boolean(),
});

export const getResourceUsageContract = defineCall({
  path: '/dispatch/getUsage',
  summary:
    "Resource usage (`commonObjects/ganttResource`): active service resources × 1–42 of the caller's days, their work orders and events as bars, booked hours against the capacity of their working hours per day, over-allocation flagged, and totals per resource",
  request: z.strictObject({ from: day, days: z.number().int().min(1).max(42).default(7) }),
  response: z.object({
    zone: z.string(),
    days: z.array(z.string()),
    resources: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        userName: z.string(),
        days: z.array(usageDaySchema),
        totals: z.object({
          bookedHours: z.number(),
          capacityHours: z.number(),
          over: z.boolean(),
          overDays: z.number(),
          utilisation: z.number(),
        }),
      }),
    ),
    bars: z.array(deskBarSchema),
  }),
});
