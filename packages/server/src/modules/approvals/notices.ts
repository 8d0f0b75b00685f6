import { automationMailWords, parseNoticeMessage, storedNoticeText } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import { publicLink, webPaths } from '../../public-link.js';
import { findUsersByIds, findUsersWithLanguage, loadUserInfo } from '../auth/index.js';
import type { JobRunner } from '../jobs/index.js';
import { sendSystemNotice } from '../mail/index.js';
import type { ModuleContext } from '../module.js';
import type { RealtimeBus } from '../realtime/index.js';

/**
 * Approval notices reach people live (issue 20): the rows `notify` writes
 * inside a decision's transaction are pushed here after it commits, over the
 * real-time channel (the shell's bell) and, for people who asked for it, by
 * e-mail through the organisation's outgoing server (a job, so a server that
 * is down is tried again and its reason is kept on the job).
 */

/** The real-time event the web's bell listens for; its payload is an ApprovalNotification. */
export const APPROVAL_NOTICE_EVENT = 'approval.notice';
export const APPROVAL_NOTICE_MAIL_JOB = 'approval.noticeMail';
const MAIL_ATTEMPTS = 3;
/** Rows pushed per pass: a batch decision writes one notice per record. */
const PUSH_BATCH = 200;

export interface NoticeMailPayload {
  notificationId: string;
}

export interface NoticeChannels {
  database: DatabaseHandle;
  jobs: JobRunner;
  realtime: RealtimeBus;
}

/**
 * Pushes every notice not yet pushed. Each row is claimed by moving its
 * `pushed` flag, so two server processes never push one twice; a process that
 * died before pushing leaves the row unpushed for the next pass, and the bell
 * reads it anyway.
 */
export async function pushNotices(channels: NoticeChannels): Promise<number> {
  const { database } = channels;
  let pushed = 0;
  for (;;) {
    const rows = await database.db
      .selectFrom('approval_notification')
      .selectAll()
      .where('pushed', '=', 0)
      .orderBy('created_at')
      .orderBy('id')
      .limit(PUSH_BATCH)
      .execute();
    if (rows.length === 0) return pushed;
    const wantMail = new Set(
      (
        await database.db
          .selectFrom('approval_preference')
          .select(['org_id', 'user_id'])
          .where('user_id', 'in', [...new Set(rows.map((row) => row.user_id))])
          .where('email_notices', '=', 1)
          .execute()
      ).map((row) => `${row.org_id}:${row.user_id}`),
    );
    // Every reader's language of the page in one statement.
    const languages = new Map(
      (await findUsersWithLanguage(database, [...new Set(rows.map((row) => row.user_id))])).map((user) => [
        user.id,
        user.language,
      ]),
    );
    // The page's rows are claimed in one statement; those another process claimed first are not answered.
    const claimed = new Set(
      (
        await database.db
          .updateTable('approval_notification')
          .set({ pushed: 1 })
          .where(
            'id',
            'in',
            rows.map((row) => row.id),
          )
          .where('pushed', '=', 0)
          .returning('id')
          .execute()
      ).map((row) => row.id),
    );
    for (const row of rows) {
      if (!claimed.has(row.id)) continue;
      pushed += 1;
      await channels.realtime.publish({
        type: APPROVAL_NOTICE_EVENT,
        audience: row.user_id,
        orgId: row.org_id,
        payload: {
          id: row.id,
          recordId: row.record_id,
          text: storedNoticeText(languages.get(row.user_id) ?? '', row.text, row.message),
          message: parseNoticeMessage(row.message),
          createdAt: row.created_at,
          read: false,
          kind: row.kind,
          source: row.source,
        },
      });
      // A flow's notify step mails by its own choice (sendEmail), not by the person's approval setting.
      if (row.kind !== 'flow' && wantMail.has(`${row.org_id}:${row.user_id}`))
        await channels.jobs.enqueueJob(
          APPROVAL_NOTICE_MAIL_JOB,
          { notificationId: row.id } satisfies NoticeMailPayload,
          { orgId: row.org_id, maxAttempts: MAIL_ATTEMPTS },
        );
    }
    // A page short of full was all there was: no read to find none left (a notice written meanwhile
    // is pushed by the next pass, and the bell reads it anyway).
    if (rows.length < PUSH_BATCH) return pushed;
  }
}

/** The job that e-mails one notice to its person, with where to open the approval. */
export function registerNoticeMail(context: Pick<ModuleContext, 'database' | 'config' | 'now' | 'jobs'>) {
  context.jobs.registerJobHandler<NoticeMailPayload>(
    APPROVAL_NOTICE_MAIL_JOB,
    async (job) => {
      const row = await context.database.db
        .selectFrom('approval_notification')
        .selectAll()
        .where('id', '=', job.payload.notificationId)
        .executeTakeFirst();
      if (!row) return;
      const [person] = await findUsersByIds(context.database, [row.user_id]);
      if (!person?.isActive || !person.email) return;
      const link = publicLink(context.config, webPaths.approvalRequest(row.record_id));
      const language = (await loadUserInfo(context.database, person.id))?.language;
      const words = automationMailWords(language);
      const said = storedNoticeText(language, row.text, row.message);
      await sendSystemNotice(context, {
        orgId: row.org_id,
        to: person.email,
        subject: said,
        text: `${words.greeting(person.name)}\n\n${said}\n\n${words.openApproval(link)}\n`,
      });
    },
    { maxAttempts: MAIL_ATTEMPTS },
  );
}
