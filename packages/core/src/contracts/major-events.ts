import { z } from 'zod';
import { defineCall } from './call-contract.js';

/**
 * Company milestones, "major events" (issue 18, setup pages importantEvent, importantEvent/edit,
 * NewMajorEvents, seePage, blankPage): administrators define event types (a name and a colour) and
 * record milestones on accounts (a date, a type, a title); the account page shows them as a timeline.
 * See docs/DESIGN-CHOICES.md "Company milestones".
 */

/** The colours an event type may take (the timeline's dots): Ant Design's preset palette. */
export const MAJOR_EVENT_COLOURS = [
  'blue',
  'green',
  'gold',
  'red',
  'purple',
  'cyan',
  'magenta',
  'orange',
  'geekblue',
  'lime',
] as const;
export type MajorEventColour = (typeof MAJOR_EVENT_COLOURS)[number];

export const MAJOR_EVENT_LIMITS = { typeName: 80, title: 200, description: 2000 } as const;

const id = z.string().trim().min(1).max(64);
const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'not a calendar date',
  );

export const majorEventTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  colour: z.enum(MAJOR_EVENT_COLOURS),
  description: z.string(),
  active: z.boolean(),
  /** How many milestones have this type. */
  eventCount: z.number().int(),
});
export type MajorEventType = z.infer<typeof majorEventTypeSchema>;

export const majorEventSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  colour: z.enum(MAJOR_EVENT_COLOURS),
  date: z.string(),
  title: z.string(),
  description: z.string(),
});
export type MajorEvent = z.infer<typeof majorEventSchema>;

export const listMajorEventTypesContract = defineCall({
  path: '/majorEvent/listTypes',
  summary: 'Company milestones: the event types, with how many milestones each has',
  request: z.strictObject({}),
  response: z.object({ types: z.array(majorEventTypeSchema) }),
});

export const majorEventTypeInputSchema = z.strictObject({
  id: id.optional(),
  name: text(MAJOR_EVENT_LIMITS.typeName).min(1, 'name: give the event type a name'),
  colour: z.enum(MAJOR_EVENT_COLOURS),
  description: text(MAJOR_EVENT_LIMITS.description).default(''),
  active: z.boolean().default(true),
});
export type MajorEventTypeInput = z.input<typeof majorEventTypeInputSchema>;

export const saveMajorEventTypeContract = defineCall({
  path: '/majorEvent/saveType',
  summary: 'Company milestones: create or change an event type (administrators)',
  request: majorEventTypeInputSchema,
  response: majorEventTypeSchema,
});

export const deleteMajorEventTypeContract = defineCall({
  path: '/majorEvent/deleteType',
  summary: 'Company milestones: delete an event type no milestone has (else deactivate it)',
  request: z.strictObject({ id }),
  response: z.object({ id: z.string() }),
});

export const listMajorEventsContract = defineCall({
  path: '/majorEvent/list',
  summary:
    "Company milestones: an account's milestones, newest first (whoever may read the account), or the latest of every account (administrators)",
  request: z.strictObject({ accountId: id.optional() }),
  response: z.object({ events: z.array(majorEventSchema) }),
});

export const majorEventInputSchema = z.strictObject({
  id: id.optional(),
  accountId: id,
  typeId: id,
  date: isoDate,
  title: text(MAJOR_EVENT_LIMITS.title).min(1, 'title: say what happened'),
  description: text(MAJOR_EVENT_LIMITS.description).default(''),
});
export type MajorEventInput = z.input<typeof majorEventInputSchema>;

export const saveMajorEventContract = defineCall({
  path: '/majorEvent/save',
  summary: 'Company milestones: record or change a milestone on an account (administrators)',
  request: majorEventInputSchema,
  response: majorEventSchema,
});

export const deleteMajorEventContract = defineCall({
  path: '/majorEvent/delete',
  summary: 'Company milestones: delete a milestone (administrators)',
  request: z.strictObject({ id }),
  response: z.object({ id: z.string() }),
});
