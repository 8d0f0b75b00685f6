import type { FormData, LayoutFieldData, RecordTypeEntry } from '@vela/core';

/** A record type as the form's answer lists it. */
export const recordTypeEntry = (id: string, name: string, layoutId: string): RecordTypeEntry => ({
  id,
  name,
  layoutId,
  isdefault: true,
  key: id,
  val: name,
});

/** The containers a form's answer always has, empty: no dependent fields, no address groups. */
export const EMPTY_CONTAINERS = { dependContainer: [], provincecityContainer: {}, citycountyContainer: {} };

/** The fields of a save result that say nothing of duplicates or bot cards. */
export const QUIET_SAVE = {
  veladupecatcherids: '',
  duplicateAction: '' as const,
  duplicateCandidates: [],
  cardValue: null,
  cardList: [],
};

/** A layout field with the server's defaults; tests override what they need. */
export function wireField(
  apiname: string,
  fieldType: string,
  extra: Partial<LayoutFieldData> = {},
): LayoutFieldData {
  return {
    apiname,
    fieldId: `fld-${apiname}`,
    fieldType,
    fieldLabel: apiname[0]!.toUpperCase() + apiname.slice(1),
    required: false,
    requiredCopy: false,
    edit: true,
    defaultValue: '',
    value: null,
    length: 255,
    fieldLength: 255,
    schemefieldLength: 255,
    decimalPlaces: 0,
    expressionType: '',
    placeholder: '',
    helpText: '',
    rules: [],
    data: [],
    children: [],
    isContrField: false,
    parentType: '',
    bgcolor: '',
    DpendFieldEdit: true,
    hidden: false,
    lookupObj: '',
    lookupObjPrefix: '',
    isUnique: false,
    ...extra,
  };
}

const options = (...values: string[]) => values.map((v) => ({ key: v, val: v, isdefault: false }));

/** A case-like form: type controls reason, industry 'Other' shows and requires industry_other. */
export function caseForm(extra: Partial<FormData> = {}): FormData {
  return {
    objId: 'velacase',
    objectApi: 'velacase',
    prefix: '500',
    labelName: 'Case',
    operation: 'NEW',
    layoutId: 'lay1',
    recordType: 'rt1',
    recordTypeList: [recordTypeEntry('rt1', 'Default', 'lay1')],
    ...EMPTY_CONTAINERS,
    dataList: [
      {
        title: 'Case information',
        colNum: 2,
        showWhenEdit: true,
        selectionId: 'sec1',
        data: [
          {
            left: wireField('subject', 'S', { required: true, requiredCopy: true, fieldLabel: 'Subject' }),
            right: wireField('type', 'L', { fieldLabel: 'Case type', data: options('Problem', 'Question') }),
          },
          {
            left: wireField('reason', 'L', {
              fieldLabel: 'Case reason',
              required: true,
              requiredCopy: true,
              data: options('Installation', 'Breakdown', 'Usage', 'Billing'),
            }),
            right: wireField('industry', 'L', { data: options('Banking', 'Other') }),
          },
          {
            left: wireField('industry_other', 'S', { fieldLabel: 'Other industry' }),
            right: wireField('amount', 'N', {
              length: 5,
              schemefieldLength: 5,
              decimalPlaces: 2,
              fieldLabel: 'Amount',
            }),
          },
          {
            left: wireField('begintime', 'F', { fieldLabel: 'Start' }),
            right: wireField('endtime', 'F', { fieldLabel: 'End' }),
          },
          {
            left: wireField('contactid', 'Y', { fieldLabel: 'Contact' }),
            right: wireField('suppliedemail', 'E', { fieldLabel: 'Web e-mail' }),
          },
          {
            left: wireField('casenumber', 'V', { edit: false, required: false }),
            right: wireField('ownerid', 'Y', { fieldLabel: 'Owner', required: true, requiredCopy: true }),
          },
        ],
      },
    ],
    controlContainer: [
      {
        controlfieldid: 'fld-type',
        controlfield: 'type',
        controlVals: [
          { val: 'Problem', dependFields: ['Installation', 'Breakdown'] },
          { val: 'Question', dependFields: ['Usage'] },
        ],
        dependfieldid: 'fld-reason',
        dependfield: 'reason',
        vals: [
          { value: 'Installation', label: 'Installation' },
          { value: 'Breakdown', label: 'Breakdown' },
          { value: 'Usage', label: 'Usage' },
          { value: 'Billing', label: 'Billing' },
        ],
      },
    ],
    lookupValueExpression: [
      {
        id: 'lx1',
        lookupFieldApi: 'contactid',
        fieldrelateid: 'suppliedemail',
        expression: 'email',
        iscover: 'false',
      },
    ],
    saveandapproval: 'false',
    actionConditions: [
      {
        id: 'r1',
        watchFields: ['industry'],
        conditions: [{ id: 1, fieldApi: 'industry', operator: 'e', value: 'Other' }],
        actions: {
          required: ['industry_other'],
          readonly: [],
          showFields: ['industry_other'],
          showSections: [],
        },
      },
    ],
    record: { ownerid: 'u1', owneridccname: 'Avery Admin' },
    ...extra,
  };
}
