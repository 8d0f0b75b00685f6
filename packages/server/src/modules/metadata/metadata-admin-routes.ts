import {
  addFieldContract,
  addValidationRuleContract,
  createObjectContract,
  deleteMetadataContract,
  saveDuplicateRuleContract,
  saveDynamicRuleContract,
  saveLayoutContract,
  saveLookupExpressionContract,
  savePicklistValuesContract,
  saveRecordTypeContract,
  saveValidationRuleContract,
  setFieldHistoryTrackingContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { changeRoute } from '../../http/change-route.js';
import type { ModuleContext } from '../module.js';
import { addField } from './changes/add-field.js';
import { addValidationRule } from './changes/add-validation-rule.js';
import { createObject } from './changes/create-object.js';
import { deleteMetadata } from './changes/delete-metadata.js';
import { saveDuplicateRule } from './changes/save-duplicate-rule.js';
import { saveDynamicRule } from './changes/save-dynamic-rule.js';
import { saveLayout } from './changes/save-layout.js';
import { saveLookupExpression } from './changes/save-lookup-expression.js';
import { savePicklistValues } from './changes/save-picklist-values.js';
import { saveRecordType } from './changes/save-record-type.js';
import { saveValidationRule } from './changes/save-validation-rule.js';
import { setFieldHistoryTracking } from './changes/set-field-history-tracking.js';

/**
 * Metadata changes: objects, fields, layouts, layout rules, duplicate rules,
 * lookup-value expressions, picklist values, record types, validation
 * rules and which fields track their history. Each route is its contract and a call of its change function (changes/).
 */
export function registerMetadataAdminRoutes(app: FastifyInstance, context: ModuleContext): void {
  changeRoute(app, createObjectContract, (user, input) => createObject(context, user, input));
  changeRoute(app, addFieldContract, (user, input) => addField(context, user, input));
  changeRoute(app, addValidationRuleContract, (user, input) => addValidationRule(context, user, input));
  changeRoute(app, saveLayoutContract, (user, input) => saveLayout(context, user, input));
  changeRoute(app, saveDynamicRuleContract, (user, input) => saveDynamicRule(context, user, input));
  changeRoute(app, saveDuplicateRuleContract, (user, input) => saveDuplicateRule(context, user, input));
  changeRoute(app, saveLookupExpressionContract, (user, input) => saveLookupExpression(context, user, input));
  changeRoute(app, savePicklistValuesContract, (user, input) => savePicklistValues(context, user, input));
  changeRoute(app, saveRecordTypeContract, (user, input) => saveRecordType(context, user, input));
  changeRoute(app, saveValidationRuleContract, (user, input) => saveValidationRule(context, user, input));
  changeRoute(app, setFieldHistoryTrackingContract, (user, input) =>
    setFieldHistoryTracking(context, user, input),
  );
  changeRoute(app, deleteMetadataContract, (user, input) => deleteMetadata(context, user, input));
}
