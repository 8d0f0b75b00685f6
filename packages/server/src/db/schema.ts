import type { FoundationTables } from './migrations/0001-foundation.js';
import type { ShellTables } from './migrations/0003-shell.js';
import type { MetadataTables } from './migrations/0010-metadata.js';
import type { RecordSupportTables } from './migrations/0011-record-support.js';
import type { CommerceSettingsTables } from './migrations/0012-commerce-settings.js';
import type { RecordSequenceTables } from './migrations/0014-record-sequence.js';
import type { AccessTables } from './migrations/0020-access.js';
import type { AccessAppPermissionTables } from './migrations/0021-profile-app-permissions.js';
import type { ListViewTables } from './migrations/0030-list-views.js';
import type { SearchAndTagTables } from './migrations/0031-search-and-tags.js';
import type { PoolsFollowsFilesTables } from './migrations/0036-pools-follows-files.js';
import type { CustomPageTables } from './migrations/0064-custom-pages.js';
import type { ApprovalTables } from './migrations/0065-approvals.js';
import type { PrintTemplateTables } from './migrations/0070-print-templates.js';
import type { SaveIdempotencyTables } from './migrations/0072-save-idempotency.js';
import type { JobTables } from './migrations/0080-jobs.js';
import type { ReportTables } from './migrations/0090-reports.js';
import type { ImportTables } from './migrations/0091-imports.js';
import type { ApprovalStepTables } from './migrations/0100-approval-steps.js';
import type { AutomationTables } from './migrations/0101-automation.js';
import type { CalendarTables } from './migrations/0102-calendar.js';
import type { MailTables } from './migrations/0103-mail.js';
import type { FileCentreTables } from './migrations/0104-file-centre.js';
import type { SetupTables } from './migrations/0105-setup.js';
import type { ReportFolderTables } from './migrations/0106-report-folders.js';
import type { DashboardTables } from './migrations/0107-dashboards.js';
import type { MailTemplateTables } from './migrations/0109-mail-templates.js';
import type { AiAgentTables } from './migrations/0110-ai-agents.js';
import type { ProjectTables } from './migrations/0111-projects.js';
import type { IdentityTables } from './migrations/0112-identity.js';
import type { SmsTables } from './migrations/0113-sms.js';
import type { ReportSubscriptionTables } from './migrations/0114-report-subscriptions.js';
import type { LayoutEditorTables } from './migrations/0116-layout-editor.js';
import type { ApprovalNoticeTables } from './migrations/0118-approval-notices.js';
import type { DashboardShareTables } from './migrations/0121-dashboard-shares.js';
import type { ChatTables } from './migrations/0123-chat.js';
import type { ApprovalAlertMailTables } from './migrations/0125-approval-alert-mail.js';
import type { MassMailTables } from './migrations/0126-mass-mail.js';
import type { CalendarInviteeTables } from './migrations/0130-calendar-invitees.js';
import type { CalendarInvitationTables } from './migrations/0131-calendar-invitations.js';
import type { AssignmentRuleAndMappingTables } from './migrations/0137-assignment-rules-and-mappings.js';
import type { AppManagerTables } from './migrations/0138-app-manager.js';
import type { TestOutboxTables } from './migrations/0139-test-outboxes.js';
import type { ChatSetupTables } from './migrations/0144-chat-setup.js';
import type { CustomSqlReportTables } from './migrations/0145-custom-sql-reports.js';
import type { BookingTables } from './migrations/0146-booking.js';
import type { MailRelationRuleTables } from './migrations/0148-mail-relation-rules.js';
import type { MarketingFormTables } from './migrations/0155-marketing-forms.js';
import type { RecordTypeProfileDefaultTables } from './migrations/0156-record-type-picklists.js';
import type { DetailChartTables } from './migrations/0157-detail-charts.js';
import type { ChatBotCardTables } from './migrations/0159-chat-bot-cards.js';
import type { ReportTemplateTables } from './migrations/0161-report-templates.js';
import type { MajorEventTables } from './migrations/0163-major-events.js';
import type { MetaChangeTables } from './migrations/0166-meta-change-log.js';
import type { ApprovalActionRunTables } from './migrations/0168-approval-action-runs.js';

/**
 * Every table Kysely knows about. Each feature module declares the tables its
 * migrations create and adds them here; no module queries another's tables.
 */
export interface Database
  extends FoundationTables,
    ShellTables,
    MetadataTables,
    RecordSupportTables,
    CommerceSettingsTables,
    RecordSequenceTables,
    AccessTables,
    AccessAppPermissionTables,
    ListViewTables,
    PoolsFollowsFilesTables,
    SearchAndTagTables,
    ApprovalTables,
    PrintTemplateTables,
    SaveIdempotencyTables,
    JobTables,
    ReportTables,
    ReportFolderTables,
    ImportTables,
    SetupTables,
    IdentityTables,
    ApprovalStepTables,
    // automation_notification was dropped by 0129: flows' notices are the bell's (approval_notification).
    Omit<AutomationTables, 'automation_notification'>,
    CalendarTables,
    ProjectTables,
    MailTables,
    MailTemplateTables,
    FileCentreTables,
    CustomPageTables,
    DashboardTables,
    AiAgentTables,
    ReportSubscriptionTables,
    LayoutEditorTables,
    SmsTables,
    ApprovalNoticeTables,
    DashboardShareTables,
    ChatTables,
    ApprovalAlertMailTables,
    ApprovalActionRunTables,
    MassMailTables,
    CalendarInviteeTables,
    CalendarInvitationTables,
    AssignmentRuleAndMappingTables,
    AppManagerTables,
    TestOutboxTables,
    ChatSetupTables,
    MailRelationRuleTables,
    RecordTypeProfileDefaultTables,
    DetailChartTables,
    MetaChangeTables,
    ReportTemplateTables,
    MajorEventTables,
    ChatBotCardTables,
    CustomSqlReportTables,
    BookingTables,
    MarketingFormTables {}
