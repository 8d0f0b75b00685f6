import {
  getTimesheetWeekContract,
  projectHoursContract,
  saveTimesheetWeekContract,
  submitTimesheetWeekContract,
  TIME_ENTRY_OBJECT_API,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { guardDeletes, guardSaves } from '../records/index.js';
import { guardTimeEntryDelete, guardTimeEntrySave } from './entry-guards.js';
import { projectActualHours } from './project-hours.js';
import { readTimesheetWeek } from './read-week.js';
import { saveTimesheetWeek } from './save-week.js';
import { submitTimesheetWeek } from './submit-week.js';

/** Timesheets (issue 22): my week, its save and submission, and a project's actual hours. */
export function timesheetsModule(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: { currentUser: Parameters<typeof requireUser>[0] }) =>
    requireUser(request.currentUser);
  // A time entry saved or deleted anywhere (record form, API, import) keeps the week's lock and day limit.
  guardSaves(TIME_ENTRY_OBJECT_API, guardTimeEntrySave);
  guardDeletes(TIME_ENTRY_OBJECT_API, guardTimeEntryDelete);
  api.post(
    getTimesheetWeekContract.path,
    { schema: contractSchema(getTimesheetWeekContract) },
    async (request) =>
      okEnvelope(await readTimesheetWeek(context, userOf(request), request.body.body.weekStart), request.id),
  );
  api.post(
    saveTimesheetWeekContract.path,
    { schema: contractSchema(saveTimesheetWeekContract) },
    async (request) => {
      const { weekStart, rows } = request.body.body;
      return okEnvelope(await saveTimesheetWeek(context, userOf(request), weekStart, rows), request.id);
    },
  );
  api.post(
    submitTimesheetWeekContract.path,
    { schema: contractSchema(submitTimesheetWeekContract) },
    async (request) => {
      const { weekStart, comments } = request.body.body;
      return okEnvelope(await submitTimesheetWeek(context, userOf(request), weekStart, comments), request.id);
    },
  );
  api.post(projectHoursContract.path, { schema: contractSchema(projectHoursContract) }, async (request) =>
    okEnvelope(await projectActualHours(context, userOf(request), request.body.body.projectId), request.id),
  );
}
