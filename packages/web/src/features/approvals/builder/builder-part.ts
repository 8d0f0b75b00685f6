import type { ApprovalDefinition } from '@vela/core';
import type { fetchSetup } from '../approvals-api.js';

/** What each part of the process builder edits: the definition, changed a part at a time. */
export interface BuilderPartProps {
  objectApi: string;
  definition: ApprovalDefinition;
  patch: (change: Partial<ApprovalDefinition>) => void;
  fields: Awaited<ReturnType<typeof fetchSetup>>['fields'];
}
