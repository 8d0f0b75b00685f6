import {
  ACTIVITY_LINK_MESSAGES,
  checkActivityLinks,
  checkEventTimes,
  checkProjectLinkedLookups,
  checkQualificationField,
  checkServiceResource,
  checkWorkRuleCondition,
  EVENT_END_MESSAGE,
  EVENT_OBJECT_API,
  findResourceAttribute,
  isActivityObject,
  LEAD_SAVE_MESSAGES,
  leadSaveProblem,
  PRODUCT_OBJECT_API,
  PROJECT_FIELD,
  productCurrency,
  productCurrencyMessage,
  QUALIFICATION_FIELD_MESSAGE,
  SELECT_ITEM_MESSAGE,
  SERVICE_RESOURCE_TIPS,
  workRuleProblemText,
} from '@vela/core';
import type { ObjectModel } from '../../metadata/index.js';
import { companyCurrencyOf } from '../../metadata/index.js';
import { findRow } from '../record-store.js';
import { qualificationFieldGroups, resourceAttributeGroups } from '../special-object-fields.js';
import { checkShiftOverlap, checkShiftValues } from './check-shift.js';
import { type SaveContext, type SaveDraft, SaveRefusal } from './save-types.js';

/**
 * The rules of the record form's special objects (spec 2 §4 "Special
 * objects", §5), re-checked on every save whatever the client did, through
 * the same @vela/core rules the form uses.
 */
const labelOf = (object: ObjectModel, api: string) => object.fieldsByApi.get(api.toLowerCase())?.label ?? api;

/** Per object model: its field names in lower case (a batch save checks every record against the same set). */
const fieldNames = new WeakMap<ObjectModel, Set<string>>();

function fieldNamesOf(object: ObjectModel): Set<string> {
  let names = fieldNames.get(object);
  if (!names) {
    names = new Set(object.fields.map((field) => field.apiName.toLowerCase()));
    fieldNames.set(object, names);
  }
  return names;
}

export function checkSpecialObjectRules(context: SaveContext, draft: SaveDraft): void {
  const { object, snapshot } = context;
  const api = object.apiName.toLowerCase();
  const values = draft.values;
  if (api === 'serviceresource') {
    const problem = checkServiceResource(values);
    if (problem) throw new SaveRefusal(SERVICE_RESOURCE_TIPS[problem.tip], { errorField: problem.field });
  }
  if (api === 'lead') {
    const statusColumn = object.fieldsByApi.get('status')?.columnName ?? 'status';
    const problem = leadSaveProblem(draft.existing?.[statusColumn], draft.changes);
    if (problem) throw new SaveRefusal(LEAD_SAVE_MESSAGES[problem], { errorField: 'status' });
  }
  if (api === EVENT_OBJECT_API) {
    // Issue 22: an event ending before it starts is refused, from the form, the calendar or the API alike.
    const problem = checkEventTimes(values);
    if (problem) throw new SaveRefusal(EVENT_END_MESSAGE, { errorField: problem.field });
  }
  if (isActivityObject(api)) {
    const problem = checkActivityLinks(values);
    if (problem) throw new SaveRefusal(ACTIVITY_LINK_MESSAGES[problem.reason], { errorField: problem.field });
  }
  const unlinked = checkProjectLinkedLookups(values, fieldNamesOf(object));
  if (unlinked) {
    throw new SaveRefusal(SELECT_ITEM_MESSAGE.replace('{label}', labelOf(object, PROJECT_FIELD)), {
      errorField: unlinked,
    });
  }
  if (api === 'workrule') {
    const groups = resourceAttributeGroups(snapshot);
    const condition = {
      resourcesproperty: String(values.resourcesproperty ?? ''),
      fieldoperator: String(values.fieldoperator ?? ''),
      resourcespropertyvalue: String(values.resourcespropertyvalue ?? ''),
    };
    const problem = checkWorkRuleCondition(condition, groups);
    if (problem) {
      const attribute = findResourceAttribute(groups, condition.resourcesproperty);
      throw new SaveRefusal(workRuleProblemText(problem, attribute?.labelName), {
        errorField: problem.field,
      });
    }
  }
  checkShiftValues(context, draft);
  if (
    api === 'servicegoal' &&
    !checkQualificationField(values.goaltype, values.qualificationfield, qualificationFieldGroups(snapshot))
  ) {
    throw new SaveRefusal(QUALIFICATION_FIELD_MESSAGE, { errorField: 'qualificationfield' });
  }
}

/** The special-object checks that read the database: product currency, a milestone of the chosen project. */
export async function checkSpecialObjectReads(context: SaveContext, draft: SaveDraft): Promise<void> {
  const { object, snapshot } = context;
  const api = object.apiName.toLowerCase();
  if (api === PRODUCT_OBJECT_API && 'currency' in draft.changes) {
    const company = await companyCurrencyOf(context.database, context.user.orgId);
    const currency = String(draft.values.currency ?? '');
    if (productCurrency(currency, company) === null)
      throw new SaveRefusal(productCurrencyMessage(currency, company), { errorField: 'currency' });
  }
  await checkShiftOverlap(context, draft);
  const milestone = draft.values.milestone;
  const project = draft.values[PROJECT_FIELD];
  const milestones = snapshot.byApi.get('velamilestone');
  if (
    milestones &&
    object.fieldsByApi.has('milestone') &&
    typeof milestone === 'string' &&
    milestone &&
    typeof project === 'string' &&
    project &&
    ('milestone' in draft.changes || PROJECT_FIELD in draft.changes)
  ) {
    const row = await findRow(context.database, milestones, milestone);
    const column = milestones.fieldsByApi.get(PROJECT_FIELD)?.columnName;
    if (row && column && row[column] !== project)
      throw new SaveRefusal(`${labelOf(object, 'milestone')} belongs to another project`, {
        errorField: 'milestone',
      });
  }
}
