import {
  addFieldContract,
  addValidationRuleContract,
  changeFieldTypeContract,
  createLayoutContract,
  createObjectContract,
  deleteFieldContract,
  deleteMetadataContract,
  deleteObjectContract,
  getLayoutVersionsContract,
  getObjectLayoutsContract,
  getSetupObjectContract,
  getSetupRecordTypesContract,
  listSetupObjectsContract,
  replacePicklistValueContract,
  restoreFieldContract,
  restoreLayoutVersionContract,
  saveDuplicateRuleContract,
  saveDynamicRuleContract,
  saveLayoutAssignmentsContract,
  saveLayoutContract,
  saveLookupExpressionContract,
  savePicklistValuesContract,
  saveRecordTypeContract,
  saveRecordTypePicklistContract,
  saveValidationRuleContract,
  setFieldHistoryTrackingContract,
  setRecordTypeActiveContract,
  updateFieldContract,
  updateObjectContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { changeRoute } from '../../http/change-route.js';
import type { ModuleContext } from '../module.js';
import { auditedChangeRoute } from '../setup-audit/index.js';
import { captureMetadata } from './audit-capture.js';
import { addField } from './changes/add-field.js';
import { addValidationRule } from './changes/add-validation-rule.js';
import { changeFieldType } from './changes/change-field-type.js';
import { requireMetadataAdmin } from './changes/change-support.js';
import { createObject } from './changes/create-object.js';
import { deleteField, restoreField } from './changes/delete-field.js';
import { deleteMetadata } from './changes/delete-metadata.js';
import { deleteObject } from './changes/delete-object.js';
import { createLayout, saveLayoutAssignments } from './changes/layout-admin.js';
import { replacePicklistValue } from './changes/replace-picklist-value.js';
import { restoreLayoutVersion } from './changes/restore-layout-version.js';
import { saveDuplicateRule } from './changes/save-duplicate-rule.js';
import { saveDynamicRule } from './changes/save-dynamic-rule.js';
import { saveLayout } from './changes/save-layout.js';
import { saveLookupExpression } from './changes/save-lookup-expression.js';
import { savePicklistValues } from './changes/save-picklist-values.js';
import { saveRecordType } from './changes/save-record-type.js';
import { saveRecordTypePicklist } from './changes/save-record-type-picklist.js';
import { saveValidationRule } from './changes/save-validation-rule.js';
import { setFieldHistoryTracking } from './changes/set-field-history-tracking.js';
import { setRecordTypeActive } from './changes/set-record-type-active.js';
import { updateField } from './changes/update-field.js';
import { updateObject } from './changes/update-object.js';
import { getLayoutVersions, getObjectLayouts } from './layout-reads.js';
import { getSetupRecordTypes } from './record-type-reads.js';
import { getSetupObject, listSetupObjects } from './setup-reads.js';

/**
 * Metadata changes: objects, fields, layouts, layout rules, duplicate rules,
 * lookup-value expressions, picklist values, record types, validation
 * rules and which fields track their history. Each route is its contract and a call of its change
 * function (changes/); each change is recorded in the setup audit trail with its target before and after.
 */
export function registerMetadataAdminRoutes(app: FastifyInstance, context: ModuleContext): void {
  const capture = captureMetadata(context.database);
  const route: typeof auditedChangeRoute = (app, context, area, contract, change) =>
    auditedChangeRoute(app, context, area, contract, change, capture);
  route(app, context, 'metadata', createObjectContract, (user, input) => createObject(context, user, input));
  route(app, context, 'metadata', updateObjectContract, (user, input) => updateObject(context, user, input));
  route(app, context, 'metadata', addFieldContract, (user, input) => addField(context, user, input));
  route(app, context, 'metadata', updateFieldContract, (user, input) => updateField(context, user, input));
  route(app, context, 'metadata', deleteFieldContract, (user, input) => deleteField(context, user, input));
  route(app, context, 'metadata', restoreFieldContract, (user, input) => restoreField(context, user, input));
  route(app, context, 'metadata', replacePicklistValueContract, (user, input) =>
    replacePicklistValue(context, user, input),
  );
  route(app, context, 'metadata', addValidationRuleContract, (user, input) =>
    addValidationRule(context, user, input),
  );
  route(app, context, 'metadata', saveLayoutContract, (user, input) => saveLayout(context, user, input));
  route(app, context, 'metadata', saveDynamicRuleContract, (user, input) =>
    saveDynamicRule(context, user, input),
  );
  route(app, context, 'metadata', saveDuplicateRuleContract, (user, input) =>
    saveDuplicateRule(context, user, input),
  );
  route(app, context, 'metadata', saveLookupExpressionContract, (user, input) =>
    saveLookupExpression(context, user, input),
  );
  route(app, context, 'metadata', savePicklistValuesContract, (user, input) =>
    savePicklistValues(context, user, input),
  );
  route(app, context, 'metadata', saveRecordTypeContract, (user, input) =>
    saveRecordType(context, user, input),
  );
  route(app, context, 'metadata', saveRecordTypePicklistContract, (user, input) =>
    saveRecordTypePicklist(context, user, input),
  );
  route(app, context, 'metadata', setRecordTypeActiveContract, (user, input) =>
    setRecordTypeActive(context, user, input),
  );
  route(app, context, 'metadata', saveValidationRuleContract, (user, input) =>
    saveValidationRule(context, user, input),
  );
  route(app, context, 'metadata', setFieldHistoryTrackingContract, (user, input) =>
    setFieldHistoryTracking(context, user, input),
  );
  route(app, context, 'metadata', deleteMetadataContract, (user, input) =>
    deleteMetadata(context, user, input),
  );

  // The layout editor and object changes.
  route(app, context, 'metadata', createLayoutContract, (user, input) => createLayout(context, user, input));
  route(app, context, 'metadata', saveLayoutAssignmentsContract, (user, input) =>
    saveLayoutAssignments(context, user, input),
  );
  route(app, context, 'metadata', restoreLayoutVersionContract, (user, input) =>
    restoreLayoutVersion(context, user, input),
  );
  route(app, context, 'metadata', deleteObjectContract, (user, input) => deleteObject(context, user, input));
  route(app, context, 'metadata', changeFieldTypeContract, (user, input) =>
    changeFieldType(context, user, input),
  );

  // The object manager's reads: administrators only, labels as stored.
  changeRoute(app, listSetupObjectsContract, async (user) => {
    requireMetadataAdmin(user);
    return listSetupObjects(context.database);
  });
  changeRoute(app, getSetupObjectContract, async (user, input) => {
    requireMetadataAdmin(user);
    return getSetupObject(context.database, input.objId, context.now());
  });
  changeRoute(app, getObjectLayoutsContract, async (user, input) => {
    requireMetadataAdmin(user);
    return getObjectLayouts(context.database, input.objId);
  });
  changeRoute(app, getSetupRecordTypesContract, async (user, input) => {
    requireMetadataAdmin(user);
    return getSetupRecordTypes(context.database, input.objId);
  });
  changeRoute(app, getLayoutVersionsContract, async (user, input) => {
    requireMetadataAdmin(user);
    return getLayoutVersions(context.database, input.layoutId);
  });
}
