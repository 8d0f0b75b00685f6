import {
  CALENDAR_FEED_PATH_PREFIX,
  createCalendarEventContract,
  deleteOccurrenceContract,
  dismissReminderContract,
  EVENT_OBJECT_API,
  getCalendarContract,
  getFeedLinkContract,
  getInviteesContract,
  getRemindersContract,
  getSeriesContract,
  moveFollowingContract,
  moveOccurrenceContract,
  resetFeedLinkContract,
  respondToInvitationContract,
  saveInviteesContract,
  saveRecurrenceContract,
  searchInviteesContract,
  setReminderContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import { currentMetadata } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { onRecordDeleted, onRecordsSaved } from '../records/index.js';
import { createCalendarEvent, moveOccurrence, readSeries, saveRecurrence } from './calendar-actions.js';
import { feedOfUser, resetFeedToken } from './calendar-store.js';
import { feedFor } from './feed.js';
import { registerInvitationMail, sendCancellations, sendTimeUpdates } from './invitation-mail.js';
import { readInvitees, respondToInvitation, saveInvitees, searchInvitees } from './invitees.js';
import { readCalendar } from './read-calendar.js';
import {
  deliverReminder,
  dismissReminder,
  REMINDER_JOB_TYPE,
  type ReminderJobPayload,
  remindersDelivered,
  replanReminders,
  scheduleReminder,
} from './reminders.js';
import { deleteOccurrence, moveFollowing } from './series-actions.js';

/** The calendar (issue 22, `calendarheader`): its reads, quick create, series, reminders and the feed. */
export function calendarModule(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: { currentUser: Parameters<typeof requireUser>[0] }) =>
    requireUser(request.currentUser);

  context.jobs.registerJobHandler<ReminderJobPayload>(
    REMINDER_JOB_TYPE,
    (job) => deliverReminder(context, job.payload),
    { maxAttempts: 3 },
  );
  // A moved or resized event (from the calendar, the form or the API): its reminders follow it, and its
  // invitees get the new time.
  onRecordsSaved(context, async (saved) => {
    const event = saved.snapshot.byApi.get(EVENT_OBJECT_API);
    if (!event) return;
    const ids = saved.results.map((result) => result.id).filter((id) => id.startsWith(event.prefix));
    await replanReminders(context, ids);
    await sendTimeUpdates(context, ids);
  });
  registerInvitationMail(context);
  // A deleted event (from its record page, a list or the calendar): its invitees get the cancellation.
  onRecordDeleted(context, async ({ id }) => {
    const event = (await currentMetadata(context.database)).byApi.get(EVENT_OBJECT_API);
    if (event && id.startsWith(event.prefix)) await sendCancellations(context, id);
  });

  api.post(getCalendarContract.path, { schema: contractSchema(getCalendarContract) }, async (request) =>
    okEnvelope(await readCalendar(context, userOf(request), request.body.body), request.id),
  );
  api.post(
    createCalendarEventContract.path,
    { schema: contractSchema(createCalendarEventContract) },
    async (request) =>
      okEnvelope(await createCalendarEvent(context, userOf(request), request.body.body), request.id),
  );
  api.post(saveRecurrenceContract.path, { schema: contractSchema(saveRecurrenceContract) }, async (request) =>
    okEnvelope(await saveRecurrence(context, userOf(request), request.body.body), request.id),
  );
  api.post(getSeriesContract.path, { schema: contractSchema(getSeriesContract) }, async (request) =>
    okEnvelope({ series: await readSeries(context, userOf(request), request.body.body.eventId) }, request.id),
  );
  api.post(moveOccurrenceContract.path, { schema: contractSchema(moveOccurrenceContract) }, async (request) =>
    okEnvelope(await moveOccurrence(context, userOf(request), request.body.body), request.id),
  );
  api.post(moveFollowingContract.path, { schema: contractSchema(moveFollowingContract) }, async (request) =>
    okEnvelope(await moveFollowing(context, userOf(request), request.body.body), request.id),
  );
  api.post(
    deleteOccurrenceContract.path,
    { schema: contractSchema(deleteOccurrenceContract) },
    async (request) =>
      okEnvelope(await deleteOccurrence(context, userOf(request), request.body.body), request.id),
  );
  api.post(setReminderContract.path, { schema: contractSchema(setReminderContract) }, async (request) => {
    const body = request.body.body;
    const next = await scheduleReminder(context, userOf(request), body.eventId, body.minutesBefore);
    return okEnvelope({ nextReminder: next }, request.id);
  });
  api.post(getRemindersContract.path, { schema: contractSchema(getRemindersContract) }, async (request) =>
    okEnvelope({ reminders: await remindersDelivered(context, userOf(request)) }, request.id),
  );
  api.post(
    dismissReminderContract.path,
    { schema: contractSchema(dismissReminderContract) },
    async (request) =>
      okEnvelope(
        { dismissed: await dismissReminder(context, userOf(request), request.body.body.id) },
        request.id,
      ),
  );
  api.post(getInviteesContract.path, { schema: contractSchema(getInviteesContract) }, async (request) =>
    okEnvelope(await readInvitees(context, userOf(request), request.body.body.eventId), request.id),
  );
  api.post(saveInviteesContract.path, { schema: contractSchema(saveInviteesContract) }, async (request) =>
    okEnvelope(await saveInvitees(context, userOf(request), request.body.body), request.id),
  );
  api.post(
    respondToInvitationContract.path,
    { schema: contractSchema(respondToInvitationContract) },
    async (request) =>
      okEnvelope(await respondToInvitation(context, userOf(request), request.body.body), request.id),
  );
  api.post(searchInviteesContract.path, { schema: contractSchema(searchInviteesContract) }, async (request) =>
    okEnvelope(
      { candidates: await searchInvitees(context, userOf(request), request.body.body.keyword) },
      request.id,
    ),
  );
  api.post(getFeedLinkContract.path, { schema: contractSchema(getFeedLinkContract) }, async (request) => {
    const feed = await feedOfUser(context.database, userOf(request).userId);
    return okEnvelope({ exists: feed !== null, createdAt: feed?.createdAt ?? '' }, request.id);
  });
  api.post(resetFeedLinkContract.path, { schema: contractSchema(resetFeedLinkContract) }, async (request) => {
    const user = userOf(request);
    const { token, createdAt } = await resetFeedToken(
      context.database,
      user.orgId,
      user.userId,
      context.now(),
    );
    return okEnvelope({ path: `${CALENDAR_FEED_PATH_PREFIX}${token}.ics`, createdAt }, request.id);
  });

  // The feed: outside the shell, no session; the secret token in the path is the credential.
  api.get(
    `${CALENDAR_FEED_PATH_PREFIX.replace(/^\/api/, '')}:token`,
    {
      schema: { hide: true, params: z.object({ token: z.string().max(80) }) },
      config: { auth: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const token = request.params.token.replace(/\.ics$/, '');
      const body = await feedFor(context, token);
      if (body === null)
        return reply
          .code(404)
          .header('content-type', 'text/plain; charset=utf-8')
          .send('No such calendar feed');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );
}
