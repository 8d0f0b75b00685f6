import { z } from 'zod';
import {
  INVITEE_ANSWERS,
  INVITEE_KINDS,
  INVITEE_RESPONSES,
  MAX_INVITEES,
  RECURRENCE_FREQUENCIES,
} from '../calendar/index.js';
import { defineCall } from './call-contract.js';

/**
 * The calendar's calls (issue 22, `calendarheader`, S1-R-113). Events are
 * ordinary Event records saved through /objectInfo/save; these calls read
 * them as a calendar, and keep what the record has no field for: the
 * recurrence, the reminders and the feed link.
 */
const stamp = z.string().min(10, 'write a date and time').max(40);
const recordId = z.string().min(1).max(64);

export const recurrenceRuleSchema = z.strictObject({
  freq: z.enum(RECURRENCE_FREQUENCIES),
  interval: z.number().int().default(1),
  byWeekday: z.array(z.number().int()).max(7).default([]),
  count: z.number().int().nullable().default(null),
  until: z.string().max(20).nullable().default(null),
});
export type RecurrenceRuleWire = z.infer<typeof recurrenceRuleSchema>;

export const CALENDAR_SCOPES = ['mine', 'team', 'users', 'group'] as const;
export type CalendarScope = (typeof CALENDAR_SCOPES)[number];

export const calendarItemSchema = z.object({
  /** The record's id; an occurrence of a series: `{eventId}~{index}`. */
  key: z.string(),
  id: z.string(),
  kind: z.enum(['event', 'task']),
  title: z.string(),
  /** Stored UTC 'YYYY-MM-DD HH:mm:ss'. */
  start: z.string(),
  end: z.string(),
  /** The same instants as the caller's clock shows them ('YYYY-MM-DDTHH:mm:ss' in their zone). */
  startWall: z.string(),
  endWall: z.string(),
  allDay: z.boolean(),
  ownerId: z.string(),
  ownerName: z.string(),
  location: z.string(),
  canEdit: z.boolean(),
  lastModified: z.string(),
  series: z
    .object({
      /** The occurrence's place in the series, 0 = the event record itself. */
      index: z.number().int(),
      /** The event record's own start (stored UTC): moving the whole series moves it. */
      firstStart: z.string(),
      rule: recurrenceRuleSchema,
      timeZone: z.string(),
    })
    .nullable(),
  reminderMinutes: z.number().int().nullable(),
  /** The caller's answer when they are invited to the event (not its organiser); null otherwise. */
  myResponse: z.enum(INVITEE_RESPONSES).nullable(),
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

export const getCalendarContract = defineCall({
  path: '/calendar/getCalendar',
  summary:
    'Events (series expanded) and tasks of a window (from, to: UTC, at most 62 days) for me, my team (role subordinates), chosen users or a shared calendar (a public group)',
  request: z.strictObject({
    from: stamp,
    to: stamp,
    scope: z.enum(CALENDAR_SCOPES).default('mine'),
    userIds: z.array(recordId).max(20).optional(),
    groupId: z.string().max(64).optional(),
  }),
  response: z.object({
    timeZone: z.string(),
    items: z.array(calendarItemSchema),
    /** More than the limit matched: the window shows the first ones. */
    truncated: z.boolean(),
    people: z.array(z.object({ id: z.string(), name: z.string(), subordinate: z.boolean() })),
    groups: z.array(z.object({ id: z.string(), name: z.string() })),
    canCreate: z.boolean(),
  }),
});

const saveAnswer = z.object({
  isSaveSuccess: z.boolean(),
  id: z.string(),
  name: z.string(),
  errormessage: z.string(),
  errorField: z.string(),
});
export type CalendarSaveAnswer = z.infer<typeof saveAnswer>;

export const createCalendarEventContract = defineCall({
  path: '/calendar/createEvent',
  summary:
    'Quick create: saves a new Event through the record save pipeline, with its recurrence and reminder; a bad rule or zone is refused before anything is saved',
  request: z.strictObject({
    subject: z.string().max(255),
    begintime: stamp,
    endtime: stamp,
    isalldayevent: z.boolean().optional(),
    location: z.string().max(255).optional(),
    recurrence: recurrenceRuleSchema.nullable().optional(),
    /** The series' zone: its occurrences keep their wall-clock time across summer-time changes (default: the caller's). */
    timeZone: z.string().max(64).optional(),
    reminderMinutes: z.number().int().min(0).max(40_320).nullable().optional(),
  }),
  response: saveAnswer,
});

export const saveRecurrenceContract = defineCall({
  path: '/calendar/saveRecurrence',
  summary: 'Sets (or with null, removes) the recurrence of an event the caller may edit',
  request: z.strictObject({
    eventId: recordId,
    recurrence: recurrenceRuleSchema.nullable(),
    timeZone: z.string().max(64).optional(),
  }),
  response: z.object({ eventId: z.string(), occurrences: z.number().int() }),
});

/** Other fields the cut occurrence's event takes (the record form's changes); checked by the save pipeline. */
const seriesEditValuesSchema = z
  .record(z.string().max(64), z.unknown())
  .refine((values) => Object.keys(values).length <= 200, 'at most 200 fields')
  .optional();

export const getSeriesContract = defineCall({
  path: '/calendar/getSeries',
  summary:
    'Whether an event the caller may read repeats, and how (the record form asks which occurrences an edit changes)',
  request: z.strictObject({ eventId: recordId }),
  response: z.object({
    series: z
      .object({ rule: recurrenceRuleSchema, timeZone: z.string(), occurrences: z.number().int() })
      .nullable(),
  }),
});

export const moveOccurrenceContract = defineCall({
  path: '/calendar/moveOccurrence',
  summary:
    'Edits one occurrence of a series: it becomes an event of its own (saved through the pipeline) and leaves the series',
  request: z.strictObject({
    eventId: recordId,
    /** 0 is the event record's own occurrence: it is taken out of the series too. */
    index: z.number().int().min(0),
    begintime: stamp,
    endtime: stamp,
    values: seriesEditValuesSchema,
  }),
  response: saveAnswer,
});

export const moveFollowingContract = defineCall({
  path: '/calendar/moveFollowing',
  summary:
    'Edits an occurrence and the ones after it ("this and following events"): the series is cut there, and the rest becomes a series of its own starting at the new time',
  request: z.strictObject({
    eventId: recordId,
    index: z.number().int().min(0),
    begintime: stamp,
    endtime: stamp,
    values: seriesEditValuesSchema,
  }),
  response: saveAnswer,
});

export const OCCURRENCE_SCOPES = ['one', 'following', 'all'] as const;
export type OccurrenceScope = (typeof OCCURRENCE_SCOPES)[number];

export const deleteOccurrenceContract = defineCall({
  path: '/calendar/deleteOccurrence',
  summary:
    'Deletes one occurrence of a series (kept as an exception), it and the ones after it (the series ends before it), or the whole series (the event goes to the recycle bin)',
  request: z.strictObject({
    eventId: recordId,
    index: z.number().int().min(0),
    scope: z.enum(OCCURRENCE_SCOPES),
  }),
  response: z.object({ eventId: z.string(), occurrences: z.number().int() }),
});

export const setReminderContract = defineCall({
  path: '/calendar/setReminder',
  summary:
    'The caller’s reminder for an event, minutes before it starts (null: none); delivered in the app by the job runner',
  request: z.strictObject({
    eventId: recordId,
    minutesBefore: z.number().int().min(0).max(40_320).nullable(),
  }),
  response: z.object({ nextReminder: z.string().nullable() }),
});

export const calendarNoticeSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  title: z.string(),
  startsAt: z.string(),
  firedAt: z.string(),
});
export type CalendarNotice = z.infer<typeof calendarNoticeSchema>;

export const getRemindersContract = defineCall({
  path: '/calendar/getReminders',
  summary: 'Reminders delivered to the caller and not dismissed yet',
  request: z.strictObject({}),
  response: z.object({ reminders: z.array(calendarNoticeSchema) }),
});

export const dismissReminderContract = defineCall({
  path: '/calendar/dismissReminder',
  summary: 'Dismisses one delivered reminder of the caller',
  request: z.strictObject({ id: z.string().min(1).max(64) }),
  response: z.object({ dismissed: z.boolean() }),
});

export const getFeedLinkContract = defineCall({
  path: '/calendar/getFeedLink',
  summary:
    'Whether the caller has an iCalendar feed link, and since when (the link itself is shown once, when made)',
  request: z.strictObject({}),
  response: z.object({ exists: z.boolean(), createdAt: z.string() }),
});

export const resetFeedLinkContract = defineCall({
  path: '/calendar/resetFeedLink',
  summary: 'Makes a new secret iCalendar feed link for the caller; the previous link stops working',
  request: z.strictObject({}),
  response: z.object({ path: z.string(), createdAt: z.string() }),
});

/** The feed itself: GET {FEED_PATH_PREFIX}{token}.ics, outside the shell, the token its only credential. */
export const CALENDAR_FEED_PATH_PREFIX = '/api/calendar/feed/';

// ——— Invitees ———

export const inviteeSchema = z.object({
  kind: z.enum(INVITEE_KINDS),
  /** The user's, contact's or lead's id. */
  id: z.string(),
  name: z.string(),
  response: z.enum(INVITEE_RESPONSES),
  /** A user with another event at this time (a warning: they are invited all the same). */
  busy: z.boolean(),
});
export type Invitee = z.infer<typeof inviteeSchema>;

const inviteesAnswer = z.object({
  eventId: z.string(),
  organiserId: z.string(),
  organiserName: z.string(),
  /** The caller may change the invitee list (the organiser, or whoever may edit the event). */
  canManage: z.boolean(),
  /** The caller's own answer when invited; null when not invited. */
  myResponse: z.enum(INVITEE_RESPONSES).nullable(),
  invitees: z.array(inviteeSchema),
});
export type InviteesAnswer = z.infer<typeof inviteesAnswer>;

export const getInviteesContract = defineCall({
  path: '/calendar/getInvitees',
  summary:
    'The invitees of an event the caller may read (an invited user may, whatever its sharing), with their answers and who is busy then',
  request: z.strictObject({ eventId: recordId }),
  response: inviteesAnswer,
});

export const saveInviteesContract = defineCall({
  path: '/calendar/saveInvitees',
  summary:
    'Sets the invitee list of an event the caller may edit (users, contacts, leads); kept invitees keep their answers, invited users may read the event; busy users are flagged, not refused',
  request: z.strictObject({
    eventId: recordId,
    invitees: z
      .array(z.strictObject({ kind: z.enum(INVITEE_KINDS), id: recordId }))
      .max(MAX_INVITEES, `an event invites at most ${MAX_INVITEES}`),
  }),
  response: inviteesAnswer,
});

export const respondToInvitationContract = defineCall({
  path: '/calendar/respondToInvitation',
  summary: 'The caller answers an invitation of theirs: accepted, tentative or declined',
  request: z.strictObject({ eventId: recordId, response: z.enum(INVITEE_ANSWERS) }),
  response: inviteesAnswer,
});

export const searchInviteesContract = defineCall({
  path: '/calendar/searchInvitees',
  summary:
    'People (internal users), contacts and leads whose name contains the keyword, as far as the caller may read them, to invite',
  request: z.strictObject({ keyword: z.string().trim().min(1, 'type part of a name').max(80) }),
  response: z.object({
    candidates: z.array(z.object({ kind: z.enum(INVITEE_KINDS), id: z.string(), name: z.string() })),
  }),
});
