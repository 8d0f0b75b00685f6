/** The setup audit trail (issue 18): every metadata and access change, who made it, before and after. */

export { recordSetupChange } from './audit-store.js';
export { type AuditCapture, audited, auditedChangeRoute, type CaptureState } from './audited-change.js';
export { setupAuditModule } from './routes.js';
