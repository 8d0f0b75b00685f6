import {
  EXPORT_HISTORY_SIZE,
  type ExportFileFormat,
  type ExportObject,
  type ExportStatus,
  type ExportView,
} from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, ErrorCode, notFound } from '../../http/envelope.js';
import { objectPermissionsFor } from '../access/index.js';
import { type JobWithPayload, listJobs, readJobView } from '../jobs/index.js';
import { currentMetadata, labelIn, resolveObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import {
  chosenColumns,
  exportableFields,
  OBJECT_EXPORT_JOB,
  type ObjectExportPayload,
} from './object-export.js';

export async function listExportObjects(context: ModuleContext, user: CurrentUser): Promise<ExportObject[]> {
  const snapshot = await currentMetadata(context.database);
  const answers: ExportObject[] = [];
  for (const object of snapshot.objects) {
    if (!(await objectPermissionsFor(context.database, user, object.id)).read) continue;
    const fields = await exportableFields(context, user, object);
    answers.push({
      objectApi: object.apiName,
      label: labelIn(object.labels, object.label, user.language),
      fields: fields.map((field) => ({
        apiName: field.apiName,
        label: labelIn(field.labels, field.label, user.language),
      })),
    });
  }
  return answers.sort((a, b) => a.label.localeCompare(b.label, user.language));
}

function payloadOf(job: JobWithPayload): ObjectExportPayload {
  return job.payload as ObjectExportPayload;
}

function viewOf(job: JobWithPayload): ExportView {
  const payload = payloadOf(job);
  return {
    id: job.id,
    objectApi: payload.objectApi,
    objectLabel: payload.objectLabel ?? payload.objectApi,
    format: payload.format,
    fileName: payload.fileName,
    fieldCount: payload.fieldCount ?? payload.fields.length,
    status: job.status as ExportStatus,
    progress: { done: job.progress.done, total: job.progress.total },
    error: job.status === 'failed' ? job.lastError : '',
    createdAt: job.createdAt,
    finishedAt: job.finishedAt,
  };
}

/** The caller's own export job; another's answers as a missing one (its id tells nothing). */
export async function ownExport(
  context: ModuleContext,
  user: CurrentUser,
  exportId: number,
): Promise<{ job: JobWithPayload; payload: ObjectExportPayload; view: ExportView }> {
  const job = await readJobView(context.database, exportId);
  if (!job || job.type !== OBJECT_EXPORT_JOB || job.createdBy !== user.userId || job.orgId !== user.orgId)
    throw notFound(`body.exportId: export ${exportId}`);
  return { job, payload: payloadOf(job), view: viewOf(job) };
}

export async function exportOf(context: ModuleContext, user: CurrentUser, exportId: number) {
  return (await ownExport(context, user, exportId)).view;
}

export async function listExports(context: ModuleContext, user: CurrentUser): Promise<ExportView[]> {
  // The organisation's latest exports, a few pages deep, of which the caller's own are listed.
  const jobs = await listJobs(context.database, {
    orgId: user.orgId,
    types: [OBJECT_EXPORT_JOB],
    limit: EXPORT_HISTORY_SIZE * 10,
  });
  return jobs
    .filter((job) => job.createdBy === user.userId)
    .slice(0, EXPORT_HISTORY_SIZE)
    .map(viewOf);
}

export async function startExport(
  context: ModuleContext,
  user: CurrentUser,
  request: { objectApi: string; format: ExportFileFormat; fields: string[] },
): Promise<ExportView> {
  const snapshot = await currentMetadata(context.database);
  const object = resolveObject(snapshot, { objectApi: request.objectApi });
  if (!(await objectPermissionsFor(context.database, user, object.id)).read) {
    throw new AppError(
      ErrorCode.FORBIDDEN,
      `You may not read ${object.pluralLabel || object.label} records, so you may not export them`,
    );
  }
  const visible = await exportableFields(context, user, object);
  const { columns, unknown } = chosenColumns(visible, request.fields, user.language);
  if (unknown.length > 0) {
    throw badRequest(`body.fields: ${unknown.join(', ')} is not a field of ${object.label} you may see`);
  }
  const label = labelIn(object.labels, object.label, user.language);
  const day = context.now().toISOString().slice(0, 10);
  const payload: ObjectExportPayload = {
    user,
    objectApi: object.apiName,
    objectLabel: label,
    format: request.format,
    fields: columns.map((column) => column.apiName),
    fieldCount: columns.length,
    fileName: `${label}-${day}.${request.format}`,
  };
  const id = await context.jobs.enqueueJob(OBJECT_EXPORT_JOB, payload, {
    orgId: user.orgId,
    createdBy: user.userId,
    maxAttempts: 3,
  });
  if (id === null) throw new Error('the export job was not queued');
  return exportOf(context, user, id);
}
