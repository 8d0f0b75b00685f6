import type { RecordPermission } from '../record-detail-api.js';

/** The title box's buttons, in the order they show. */
export type RecordAction = 'edit' | 'clone' | 'invoice' | 'changeOwner' | 'delete';

/**
 * Which actions the title box offers, from the record's real permissions
 * (getPermissionById's flags, sent with getDetail): Edit needs edit; Clone
 * needs create on the object and read of the record; Change owner needs
 * transfer; Delete needs delete. Follow and Submit for approval are left
 * out: no server call backs them yet.
 */
export function visibleRecordActions(
  permission: RecordPermission | undefined,
  objectApi = '',
): RecordAction[] {
  if (!permission?.isQuery) return [];
  const actions: RecordAction[] = [];
  if (permission.isEdit) actions.push('edit');
  if (permission.isCreate) actions.push('clone');
  // Order to invoice (S2-D-004): an order the person may change can be invoiced.
  if (permission.isEdit && objectApi.toLowerCase() === 'velaorder') actions.push('invoice');
  if (permission.isTransfer) actions.push('changeOwner');
  if (permission.isDelete) actions.push('delete');
  return actions;
}

/** Related lists offer 'New' to people who may create there and may change the parent. */
export function canAddRelated(permission: RecordPermission | undefined): boolean {
  return permission?.isQuery === true;
}

/** The object's list view, where a deleted record's page sends people. */
export function listViewPath(objectApi: string, objId: string, prefix: string): string {
  return `/commonObjects/views/table/${encodeURIComponent(objectApi)}/${encodeURIComponent(objId)}/${encodeURIComponent(prefix)}`;
}

export function recordPath(id: string): string {
  return `/commonObjects/detail/${encodeURIComponent(id)}/DETAIL`;
}
