import { openRecordForm } from '../record-form/index.js';

export interface ObjectOfList {
  objectApi: string;
  objId: string;
  prefix: string;
}

/**
 * The list's New button opens the record form as a dialog over the list; a
 * save goes on to the new record's page, so the list refreshes when it is
 * shown again.
 */
export function startNewRecord(object: ObjectOfList, _refresh: () => Promise<void>): void {
  openRecordForm({ objectApi: object.objectApi, mode: 'NEW' });
}
