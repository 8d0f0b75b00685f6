import type { BotCard, DynamicLayoutRule, FieldDependency, LookupValueExpression } from '@vela/core';

/**
 * The wire shapes of the record form's calls (spec 2 §3, §7), as the server's
 * records and metadata modules answer them. Spec names are kept on the wire.
 */

export type WireValue = string | number | boolean | null;

/** A picklist option of a layout field (`data` of an L or Q field). */
export interface WireOption {
  key: string;
  val: string;
  isdefault?: boolean;
}

/** A chosen lookup record of a layout field (`data` of a Y, M or MR field). */
export interface WireLookupName {
  id: string;
  value: string;
}

/** One field of a layout section (spec 2 §3 "Layout field properties"). */
export interface LayoutFieldData {
  apiname: string;
  fieldId: string;
  fieldType: string;
  fieldLabel: string;
  required: boolean;
  requiredCopy: boolean;
  /** Editable. */
  edit: boolean;
  defaultValue: string | null;
  value: WireValue;
  length: number;
  fieldLength: number;
  schemefieldLength: number;
  decimalPlaces: number;
  placeholder: string;
  helpText?: string;
  data: Array<WireOption | WireLookupName>;
  /** Address (AD) or group (LT) sub-fields. */
  children: LayoutFieldData[];
  isContrField: boolean;
  parentType: string;
  bgcolor: string;
  DpendFieldEdit: boolean;
  hidden?: boolean;
  lookupObj?: string;
  lookupObjPrefix?: string;
}

export interface SectionData {
  title: string;
  colNum: number;
  showWhenEdit: boolean;
  selectionId: string;
  data: Array<{
    left: LayoutFieldData | Record<string, never>;
    right: LayoutFieldData | Record<string, never>;
  }>;
}

export interface RecordTypeEntry {
  id: string;
  name: string;
  layoutId: string;
  isdefault: boolean;
}

/** `/master/getMasterInfo` and `/master/getLayoutDetail`: everything the form needs to open. */
export interface FormData {
  objId: string;
  objectApi: string;
  prefix: string;
  labelName: string;
  operation: string;
  layoutId: string;
  recordType: string;
  recordTypeList: RecordTypeEntry[];
  dataList: SectionData[];
  controlContainer: FieldDependency[];
  lookupValueExpression: LookupValueExpression[];
  saveandapproval: string;
  actionConditions: DynamicLayoutRule[];
  /** The values the form opens with (the record's, or NEW's defaults such as the owner). */
  record: Record<string, WireValue>;
}

/** One item of `/objectInfo/save`'s answer (spec 2 §7). */
export interface SaveResultItem {
  id: string;
  name: string;
  isSaveSuccess: boolean;
  errormessage: string;
  errorField: string;
  validaterule: string;
  duplicatemap: Array<{ duplicate_id: string; duplicate_name: string; duplicate_labelname: string }>;
  veladupecatcherids?: string;
  duplicateAction?: '' | 'warn' | 'block';
  duplicateCandidates?: Array<{ id: string; name: string }>;
  /** The bot card of the save and of its lines (S2-B-061). */
  cardValue?: BotCard | null;
  cardList?: BotCard[];
  /** Ours: the message key of a refusal the form shows in the person's language (c332, c56, c3670, c3684 …). */
  messageKey?: string;
  /** Ours: the values of that message (the related list's name, the sums). */
  messageParams?: Record<string, string | number>;
  /** Ours: how many lines ask for more than is still to be invoiced (c332). */
  orderCheck?: number;
  /** Ours, on a save refused as stale: who changed the record since, and its current values of the fields sent. */
  conflict?: SaveConflictWire;
}

/** A stale save's refusal (issue 16 item 3). */
export interface SaveConflictWire {
  /** The record's version now: the next save sends it as lastmodifydate. */
  lastModifiedDate: string;
  lastModifiedById: string;
  lastModifiedByName: string;
  /** Current values of the fields the save sent (and `{api}ccname` names), those the caller may see. */
  values: Record<string, WireValue>;
}

/** `/objectInfo/checkEventConflict`: '400' when overlapping events exist. */
export interface EventConflictAnswer {
  code: string;
  data: Array<{ id: string; begintime: string; endtime: string; subject: string }>;
  totalCount: number;
}

/** `/lookup/getLookupRelatedFieldValue`. */
export interface RelatedFieldValue {
  fieldrelateid: string;
  iscover: string;
  value: string;
  lkid: string;
}
