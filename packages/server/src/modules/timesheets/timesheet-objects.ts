import { PROJECT_TASK_OBJECT_API, TIME_ENTRY_OBJECT_API, TIMESHEET_OBJECT_API } from '@vela/core';
import { badRequest } from '../../http/envelope.js';
import { currentMetadata, type MetadataSnapshot, type ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { prepareRecordAccess } from '../records/index.js';

/** The objects a timesheet reads and writes, from the current metadata. */
export interface TimesheetObjects {
  snapshot: MetadataSnapshot;
  entry: ObjectModel;
  sheet: ObjectModel;
  task: ObjectModel;
  project: ObjectModel;
}

export async function timesheetObjects(context: ModuleContext): Promise<TimesheetObjects> {
  const snapshot = await currentMetadata(context.database);
  const entry = snapshot.byApi.get(TIME_ENTRY_OBJECT_API);
  const sheet = snapshot.byApi.get(TIMESHEET_OBJECT_API);
  const task = snapshot.byApi.get(PROJECT_TASK_OBJECT_API.toLowerCase());
  const project = snapshot.byApi.get('project');
  if (!entry || !sheet || !task || !project) throw badRequest('this org has no time-entry objects');
  await Promise.all([entry, sheet, task].map((object) => prepareRecordAccess(context.database, object)));
  return { snapshot, entry, sheet, task, project };
}

export const column = (object: ObjectModel, api: string): string =>
  object.fieldsByApi.get(api)?.columnName ?? api;

export const text = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);

/** A date field's value as 'YYYY-MM-DD' (PostgreSQL may hand back a Date). */
export const dayOf = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : text(value).slice(0, 10);

/** A number field's value (PostgreSQL numeric arrives as text). */
export const numberOf = (value: unknown): number => {
  const number = typeof value === 'number' ? value : Number(text(value));
  return Number.isFinite(number) ? number : 0;
};

/** A checkbox's value as stored (1/0, true/false, 'true'/'1'). */
export const isChecked = (value: unknown): boolean =>
  value === true || value === 1 || value === '1' || value === 'true';
