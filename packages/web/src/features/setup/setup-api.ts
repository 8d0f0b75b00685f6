import type {
  addFieldContract,
  CallAnswer,
  CallRequest,
  changeFieldTypeContract,
  createLayoutContract,
  createObjectContract,
  deleteFieldContract,
  deleteObjectContract,
  getCompanyInfoContract,
  getLayoutVersionsContract,
  getObjectLayoutsContract,
  getSetupObjectContract,
  getSetupRecordTypesContract,
  listProfilesContract,
  listSetupAuditContract,
  listSetupObjectsContract,
  replacePicklistValueContract,
  restoreFieldContract,
  restoreLayoutVersionContract,
  saveCompanyInfoContract,
  saveLayoutAssignmentsContract,
  saveLayoutContract,
  savePicklistValuesContract,
  saveRecordTypeContract,
  saveRecordTypePicklistContract,
  setFieldHistoryTrackingContract,
  setRecordTypeActiveContract,
  updateFieldContract,
  updateObjectContract,
} from '@vela/core';
import { api } from '../../api/index.js';

/** The setup calls (issue 18): requests and answers are core's contracts. Screens show errors themselves. */
export type SetupObjectDetail = CallAnswer<typeof getSetupObjectContract>;
export type AuditPage = CallAnswer<typeof listSetupAuditContract>;
export type AuditQuery = CallRequest<typeof listSetupAuditContract>;

const quiet = { callerHandlesErrors: true } as const;

export const SETUP_QUERY_KEY = 'setup';

export const fetchSetupObjects = async () =>
  (await api.call<typeof listSetupObjectsContract>('/setup/objects', {})).data;
export const fetchSetupObject = async (objId: string) =>
  (await api.call<typeof getSetupObjectContract>('/setup/object', { objId })).data;
export const createObject = async (body: CallRequest<typeof createObjectContract>) =>
  (await api.call<typeof createObjectContract>('/metadata/createObject', body, quiet)).data;
export const updateObject = async (body: CallRequest<typeof updateObjectContract>) =>
  (await api.call<typeof updateObjectContract>('/metadata/updateObject', body, quiet)).data;
export const addField = async (body: CallRequest<typeof addFieldContract>) =>
  (await api.call<typeof addFieldContract>('/metadata/addField', body, quiet)).data;
export const updateField = async (body: CallRequest<typeof updateFieldContract>) =>
  (await api.call<typeof updateFieldContract>('/metadata/updateField', body, quiet)).data;
export const deleteField = async (fieldId: string) =>
  (await api.call<typeof deleteFieldContract>('/metadata/deleteField', { fieldId }, quiet)).data;
export const restoreField = async (fieldId: string) =>
  (await api.call<typeof restoreFieldContract>('/metadata/restoreField', { fieldId }, quiet)).data;
export const savePicklistValues = async (body: CallRequest<typeof savePicklistValuesContract>) =>
  (await api.call<typeof savePicklistValuesContract>('/metadata/savePicklistValues', body, quiet)).data;
export const replacePicklistValue = async (body: CallRequest<typeof replacePicklistValueContract>) =>
  (await api.call<typeof replacePicklistValueContract>('/metadata/replacePicklistValue', body, quiet)).data;
export const setHistoryTracking = async (fieldId: string, trackHistory: boolean) =>
  (
    await api.call<typeof setFieldHistoryTrackingContract>(
      '/metadata/setFieldHistoryTracking',
      { fieldId, trackHistory },
      quiet,
    )
  ).data;
export const fetchAuditTrail = async (query: AuditQuery) =>
  (await api.call<typeof listSetupAuditContract>('/setup/auditTrail', query)).data;

/* Company information (issue 26 item 2): the organisation as the seller its quotations and invoices print. */
export type CompanyInfo = CallAnswer<typeof getCompanyInfoContract>;
export type SellerDraft = CallRequest<typeof saveCompanyInfoContract>['seller'];

export const fetchCompanyInfo = async () =>
  (await api.call<typeof getCompanyInfoContract>('/setup/companyInfo', {})).data;
export const saveCompanyInfo = async (seller: SellerDraft) =>
  (await api.call<typeof saveCompanyInfoContract>('/setup/saveCompanyInfo', { seller }, quiet)).data;

/** The server's reason for a refused change, shown beside the form. */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/* The layout editor, layout assignments and object changes (issue 18). */
export type ObjectLayouts = CallAnswer<typeof getObjectLayoutsContract>;
export type SaveLayoutBody = CallRequest<typeof saveLayoutContract>;

export const fetchObjectLayouts = async (objId: string) =>
  (await api.call<typeof getObjectLayoutsContract>('/setup/layouts', { objId }, quiet)).data;
export const saveLayout = async (body: SaveLayoutBody) =>
  (await api.call<typeof saveLayoutContract>('/metadata/saveLayout', body, quiet)).data;
export const fetchLayoutVersions = async (layoutId: string) =>
  (await api.call<typeof getLayoutVersionsContract>('/setup/layoutVersions', { layoutId }, quiet)).data;
export const restoreLayoutVersion = async (body: CallRequest<typeof restoreLayoutVersionContract>) =>
  (await api.call<typeof restoreLayoutVersionContract>('/metadata/restoreLayoutVersion', body, quiet)).data;
export const createLayout = async (body: CallRequest<typeof createLayoutContract>) =>
  (await api.call<typeof createLayoutContract>('/metadata/createLayout', body, quiet)).data;
export const saveLayoutAssignments = async (body: CallRequest<typeof saveLayoutAssignmentsContract>) =>
  (await api.call<typeof saveLayoutAssignmentsContract>('/metadata/saveLayoutAssignments', body, quiet)).data;
export const deleteObject = async (body: CallRequest<typeof deleteObjectContract>) =>
  (await api.call<typeof deleteObjectContract>('/metadata/deleteObject', body, quiet)).data;
export const changeFieldType = async (body: CallRequest<typeof changeFieldTypeContract>) =>
  (await api.call<typeof changeFieldTypeContract>('/metadata/changeFieldType', body, quiet)).data;
/** The profiles a layout is assigned to: the access administration's list. */
export const fetchProfiles = async () =>
  (await api.call<typeof listProfilesContract>('/access/profile/list', {})).data.profiles;

/* Record types (issue 18): listed with the deactivated ones, added, edited, activated and deactivated. */
export const fetchRecordTypes = async (objId: string) =>
  (await api.call<typeof getSetupRecordTypesContract>('/setup/recordTypes', { objId }, quiet)).data;
export const saveRecordType = async (body: CallRequest<typeof saveRecordTypeContract>) =>
  (await api.call<typeof saveRecordTypeContract>('/metadata/saveRecordType', body, quiet)).data;
export const setRecordTypeActive = async (id: string, active: boolean) =>
  (await api.call<typeof setRecordTypeActiveContract>('/metadata/setRecordTypeActive', { id, active }, quiet))
    .data;
/** Which values of a picklist a record type offers, and its default there; null values offer every one. */
export const saveRecordTypePicklist = async (body: CallRequest<typeof saveRecordTypePicklistContract>) =>
  (await api.call<typeof saveRecordTypePicklistContract>('/metadata/saveRecordTypePicklist', body, quiet))
    .data;
