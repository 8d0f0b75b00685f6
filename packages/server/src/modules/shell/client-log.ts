import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface PageLifecycleEvent {
  event: 'created' | 'load' | 'destroy';
  page: string;
  pageId: string;
}

/** Spec 1 §4: the client sends created/load/destroy for each page while signed in. */
export async function recordPageEvent(
  db: Kysely<Database>,
  userId: string,
  event: PageLifecycleEvent,
  now: Date,
): Promise<void> {
  await db
    .insertInto('page_event')
    .values({
      user_id: userId,
      event: event.event,
      page: event.page,
      page_id: event.pageId,
      at: now.toISOString(),
    })
    .execute();
}

/** Usage events share the page-event log, named 'usage.create' / 'usage.edit', the object as the page. */
export async function recordUsageEvents(
  db: Kysely<Database>,
  userId: string,
  events: ReadonlyArray<{ event: string; objectApi: string; at: string }>,
): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('page_event')
    .values(
      events.map((e) => ({
        user_id: userId,
        event: `usage.${e.event}`,
        page: e.objectApi,
        page_id: '',
        at: e.at,
      })),
    )
    .execute();
}

export interface ClientErrorReport {
  requestId: string;
  path: string;
  returnCode: string;
  message: string;
}

/** DECISIONS 22: a failed call the client reports, kept with the request id so it can be found in the logs. */
export async function recordClientError(
  db: Kysely<Database>,
  userId: string | null,
  report: ClientErrorReport,
  userAgent: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('client_error')
    .values({
      user_id: userId,
      request_id: report.requestId,
      path: report.path,
      return_code: report.returnCode,
      message: report.message,
      user_agent: userAgent.slice(0, 500),
      at: now.toISOString(),
    })
    .execute();
}
