import { z } from 'zod';
import { resourceAttributeGroupSchema } from '../special-objects/work-rule.js';
import { defineCall } from './call-contract.js';
import { saveResultSchema } from './record-form.js';

/**
 * The special objects' calls (spec 2 §7; server module records, web feature
 * record-form): the work rule's attribute list and its condition check and
 * save, the service goal's qualification fields.
 */

const languageRequest = z.strictObject({ language: z.string().max(16).optional() }).optional();

export const getResourceAttributeFieldsContract = defineCall({
  path: '/autoRecommendPolicy/getResourceAttributeFields',
  summary: 'Service-resource fields a work rule can test, by object (S2-C-023)',
  request: languageRequest,
  response: z.array(resourceAttributeGroupSchema),
});

export const getQualificationFieldsContract = defineCall({
  path: '/autoRecommendPolicy/getQualificationFields',
  summary: 'Fields a qualification service goal can name, by object (S2-C-024)',
  request: languageRequest,
  response: z.array(resourceAttributeGroupSchema),
});

/** `conditionVals`: the conditions as a list, or that list as JSON text (the form sends text). */
const conditionRequest = z.strictObject({
  conditionVals: z.union([z.string().max(20_000), z.array(z.unknown()).max(20)]),
  id: z.string().max(64).optional(),
  objId: z.string().max(100).optional(),
});

export const checkWorkRuleConditionContract = defineCall({
  path: '/autoRecommendPolicy/checkCondition',
  summary: 'Checks work-rule conditions against the attribute types (S2-C-021)',
  request: conditionRequest,
  response: z.object({
    valid: z.boolean(),
    errors: z.array(
      z.object({
        index: z.number().int(),
        field: z.enum(['resourcesproperty', 'fieldoperator', 'resourcespropertyvalue']),
        reason: z.string(),
        message: z.string(),
      }),
    ),
  }),
});

export const saveWorkRuleConditionContract = defineCall({
  path: '/autoRecommendPolicy/saveCondition',
  summary: "Saves a work rule's condition through the record save and its checks (S2-C-022)",
  request: conditionRequest,
  response: saveResultSchema,
});
