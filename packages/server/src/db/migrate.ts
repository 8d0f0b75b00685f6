import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DatabaseHandle, DialectName } from './database.js';
import * as foundation from './migrations/0001-foundation.js';
import * as shell from './migrations/0003-shell.js';
import * as metadata from './migrations/0010-metadata.js';
import * as recordSupport from './migrations/0011-record-support.js';
import * as commerceSettings from './migrations/0012-commerce-settings.js';
import * as standardObjects from './migrations/0013-standard-objects.js';
import * as recordSequence from './migrations/0014-record-sequence.js';
import * as namePrefixIndex from './migrations/0015-name-prefix-index.js';
import * as access from './migrations/0020-access.js';
import * as profileAppPermissions from './migrations/0021-profile-app-permissions.js';
import * as listViews from './migrations/0030-list-views.js';
import * as searchAndTags from './migrations/0031-search-and-tags.js';
import * as poolsFollowsFiles from './migrations/0036-pools-follows-files.js';
import * as productLines from './migrations/0040-product-lines.js';
import * as receivables from './migrations/0041-receivables.js';
import * as productCompanyCurrencyLayout from './migrations/0046-product-company-currency-layout.js';
import * as clientPoolActive from './migrations/0056-client-pool-active.js';
import * as shiftPlan from './migrations/0060-shift-plan.js';
import * as menuOpening from './migrations/0063-menu-opening.js';
import * as customPages from './migrations/0064-custom-pages.js';
import * as approvals from './migrations/0065-approvals.js';
import * as printTemplates from './migrations/0070-print-templates.js';
import * as saveIdempotency from './migrations/0072-save-idempotency.js';
import * as jobs from './migrations/0080-jobs.js';
import * as reports from './migrations/0090-reports.js';
import * as imports from './migrations/0091-imports.js';
import * as approvalSteps from './migrations/0100-approval-steps.js';
import * as automation from './migrations/0101-automation.js';
import * as calendar from './migrations/0102-calendar.js';
import * as mail from './migrations/0103-mail.js';
import * as fileCentre from './migrations/0104-file-centre.js';
import * as setup from './migrations/0105-setup.js';
import * as reportFolders from './migrations/0106-report-folders.js';
import * as dashboards from './migrations/0107-dashboards.js';
import * as mailTemplates from './migrations/0109-mail-templates.js';
import * as aiAgents from './migrations/0110-ai-agents.js';
import * as projects from './migrations/0111-projects.js';
import * as identity from './migrations/0112-identity.js';
import * as sms from './migrations/0113-sms.js';
import * as reportSubscriptions from './migrations/0114-report-subscriptions.js';
import * as importRollback from './migrations/0115-import-rollback.js';
import * as layoutEditor from './migrations/0116-layout-editor.js';
import * as approvalNotices from './migrations/0118-approval-notices.js';
import * as dashboardShares from './migrations/0121-dashboard-shares.js';
import * as chat from './migrations/0123-chat.js';
import * as approvalAlertMail from './migrations/0125-approval-alert-mail.js';
import * as massMail from './migrations/0126-mass-mail.js';
import * as chatAttachments from './migrations/0127-chat-attachments.js';
import * as dashboardSubscriptions from './migrations/0128-dashboard-subscriptions.js';
import * as noticeKinds from './migrations/0129-notice-kinds.js';
import * as calendarInvitees from './migrations/0130-calendar-invitees.js';
import * as calendarInvitations from './migrations/0131-calendar-invitations.js';
import * as noticeMessages from './migrations/0134-notice-messages.js';
import * as assignmentRulesAndMappings from './migrations/0137-assignment-rules-and-mappings.js';
import * as appManager from './migrations/0138-app-manager.js';
import * as testOutboxes from './migrations/0139-test-outboxes.js';
import * as invitationSeries from './migrations/0140-invitation-series.js';
import * as recordTypeDescription from './migrations/0142-record-type-description.js';
import * as chatSetup from './migrations/0144-chat-setup.js';
import * as customSqlReports from './migrations/0145-custom-sql-reports.js';
import * as booking from './migrations/0146-booking.js';
import * as mailRelationRules from './migrations/0148-mail-relation-rules.js';
import * as defaultCustomPage from './migrations/0150-default-custom-page.js';
import * as importPreview from './migrations/0152-import-preview.js';
import * as marketingForms from './migrations/0155-marketing-forms.js';
import * as recordTypePicklists from './migrations/0156-record-type-picklists.js';
import * as detailCharts from './migrations/0157-detail-charts.js';
import * as importStoredFile from './migrations/0158-import-stored-file.js';
import * as chatBotCards from './migrations/0159-chat-bot-cards.js';
import * as historyVia from './migrations/0160-history-via.js';
import * as reportTemplates from './migrations/0161-report-templates.js';
import * as rollupFields from './migrations/0162-rollup-fields.js';
import * as majorEvents from './migrations/0163-major-events.js';
import * as emailRecords from './migrations/0164-email-records.js';
import * as metaChangeLog from './migrations/0166-meta-change-log.js';
import * as approvalActionRuns from './migrations/0168-approval-action-runs.js';

interface DialectAwareMigration {
  up(db: Kysely<unknown>, dialect: DialectName): Promise<void>;
}

/**
 * The migrations, in order. Names sort by their number; a module adds its own
 * file under db/migrations and one line here.
 */
const MIGRATIONS: ReadonlyArray<readonly [string, DialectAwareMigration]> = [
  ['0001-foundation', foundation],
  ['0003-shell', shell],
  ['0010-metadata', metadata],
  ['0011-record-support', recordSupport],
  ['0012-commerce-settings', commerceSettings],
  ['0013-standard-objects', standardObjects],
  ['0014-record-sequence', recordSequence],
  ['0015-name-prefix-index', namePrefixIndex],
  ['0020-access', access],
  ['0021-profile-app-permissions', profileAppPermissions],
  ['0030-list-views', listViews],
  ['0031-search-and-tags', searchAndTags],
  ['0036-pools-follows-files', poolsFollowsFiles],
  ['0040-product-lines', productLines],
  ['0041-receivables', receivables],
  ['0046-product-company-currency-layout', productCompanyCurrencyLayout],
  ['0056-client-pool-active', clientPoolActive],
  ['0060-shift-plan', shiftPlan],
  ['0063-menu-opening', menuOpening],
  ['0064-custom-pages', customPages],
  ['0065-approvals', approvals],
  ['0070-print-templates', printTemplates],
  ['0072-save-idempotency', saveIdempotency],
  ['0080-jobs', jobs],
  ['0090-reports', reports],
  ['0091-imports', imports],
  ['0100-approval-steps', approvalSteps],
  ['0101-automation', automation],
  ['0102-calendar', calendar],
  ['0103-mail', mail],
  ['0104-file-centre', fileCentre],
  ['0105-setup', setup],
  ['0106-report-folders', reportFolders],
  ['0107-dashboards', dashboards],
  ['0109-mail-templates', mailTemplates],
  ['0110-ai-agents', aiAgents],
  ['0111-projects', projects],
  ['0112-identity', identity],
  ['0113-sms', sms],
  ['0114-report-subscriptions', reportSubscriptions],
  ['0115-import-rollback', importRollback],
  ['0116-layout-editor', layoutEditor],
  ['0118-approval-notices', approvalNotices],
  ['0121-dashboard-shares', dashboardShares],
  ['0123-chat', chat],
  ['0125-approval-alert-mail', approvalAlertMail],
  ['0126-mass-mail', massMail],
  ['0127-chat-attachments', chatAttachments],
  ['0128-dashboard-subscriptions', dashboardSubscriptions],
  ['0129-notice-kinds', noticeKinds],
  ['0130-calendar-invitees', calendarInvitees],
  ['0131-calendar-invitations', calendarInvitations],
  ['0134-notice-messages', noticeMessages],
  ['0137-assignment-rules-and-mappings', assignmentRulesAndMappings],
  ['0138-app-manager', appManager],
  ['0139-test-outboxes', testOutboxes],
  ['0140-invitation-series', invitationSeries],
  ['0142-record-type-description', recordTypeDescription],
  ['0144-chat-setup', chatSetup],
  ['0145-custom-sql-reports', customSqlReports],
  ['0146-booking', booking],
  ['0148-mail-relation-rules', mailRelationRules],
  ['0150-default-custom-page', defaultCustomPage],
  ['0152-import-preview', importPreview],
  ['0155-marketing-forms', marketingForms],
  ['0156-record-type-picklists', recordTypePicklists],
  ['0157-detail-charts', detailCharts],
  ['0158-import-stored-file', importStoredFile],
  ['0159-chat-bot-cards', chatBotCards],
  ['0160-history-via', historyVia],
  ['0161-report-templates', reportTemplates],
  ['0162-rollup-fields', rollupFields],
  ['0163-major-events', majorEvents],
  ['0164-email-records', emailRecords],
  ['0166-meta-change-log', metaChangeLog],
  ['0168-approval-action-runs', approvalActionRuns],
];

class ListedMigrations implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const all: Record<string, Migration> = {};
    for (const [name, migration] of MIGRATIONS) {
      all[name] = { up: (db) => migration.up(db, this.dialect) };
    }
    return all;
  }
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({
    db: handle.db,
    provider: new ListedMigrations(handle.dialect),
    // Modules number their migrations in their own ranges, so a new low-numbered one may follow higher ones.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
