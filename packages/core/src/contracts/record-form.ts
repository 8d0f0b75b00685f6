import { z } from 'zod';
import {
  dynamicLayoutRuleSchema,
  fieldDependencySchema,
  lookupValueExpressionSchema,
} from '../metadata/types.js';
import { invoiceLineDraftSchema } from '../product-lines/order-invoicing.js';
import { botCardSchema } from '../special-objects/bot-card.js';
import { defineCall } from './call-contract.js';

/**
 * The record form's calls (spec 2 §3, §7; server module records, web feature
 * record-form): the layout the form opens with, the save and its results.
 * Spec names are kept on the wire.
 */

const text = (max = 200) => z.string().max(max).optional();

/** A field value as the form holds and sends it. */
export const wireValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type WireValue = z.infer<typeof wireValueSchema>;
export const recordValuesSchema = z.record(z.string(), wireValueSchema);
export type RecordValues = z.infer<typeof recordValuesSchema>;

/** A picklist option of a layout field (`data` of an L or Q field). */
export const wireOptionSchema = z.object({
  key: z.string(),
  val: z.string(),
  isdefault: z.boolean().optional(),
});
export type WireOption = z.infer<typeof wireOptionSchema>;

/** A chosen lookup record of a layout field (`data` of a Y, M or MR field). */
export const wireLookupNameSchema = z.object({ id: z.string(), value: z.string() });
export type WireLookupName = z.infer<typeof wireLookupNameSchema>;

/** One field of a layout section (spec 2 §3 "Layout field properties"). */
export const layoutFieldSchema = z.object({
  apiname: z.string(),
  fieldId: z.string(),
  fieldType: z.string(),
  fieldLabel: z.string(),
  required: z.boolean(),
  requiredCopy: z.boolean(),
  /** Editable. */
  edit: z.boolean(),
  defaultValue: z.string(),
  value: wireValueSchema,
  length: z.number(),
  fieldLength: z.number(),
  schemefieldLength: z.number(),
  decimalPlaces: z.number(),
  /** A formula field's formula; '' otherwise. */
  expressionType: z.string(),
  placeholder: z.string(),
  helpText: z.string(),
  rules: z.array(z.object({ required: z.boolean(), message: z.string(), trigger: z.string() })),
  data: z.array(z.union([wireOptionSchema, wireLookupNameSchema])),
  /** Address (AD) or group (LT) sub-fields. */
  get children(): z.ZodArray<typeof layoutFieldSchema> {
    return z.array(layoutFieldSchema);
  },
  isContrField: z.boolean(),
  parentType: z.string(),
  bgcolor: z.string(),
  DpendFieldEdit: z.boolean(),
  hidden: z.boolean(),
  lookupObj: z.string(),
  lookupObjPrefix: z.string(),
  isUnique: z.boolean(),
});
export type LayoutFieldData = z.infer<typeof layoutFieldSchema>;

/** A section's half-row holds a field or nothing. */
const layoutCellSchema = z.union([layoutFieldSchema, z.strictObject({})]);

export const layoutSectionSchema = z.object({
  title: z.string(),
  colNum: z.number(),
  showWhenEdit: z.boolean(),
  selectionId: z.string(),
  data: z.array(z.object({ left: layoutCellSchema, right: layoutCellSchema })),
});
export type SectionData = z.infer<typeof layoutSectionSchema>;

export const recordTypeEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  layoutId: z.string(),
  isdefault: z.boolean(),
  /** The same id and name as a picklist option. */
  key: z.string(),
  val: z.string(),
});
export type RecordTypeEntry = z.infer<typeof recordTypeEntrySchema>;

/** Spec 2 §3 "Server-supplied form values": everything the record form needs to open. */
export const formDataSchema = z.object({
  objId: z.string(),
  objectApi: z.string(),
  prefix: z.string(),
  labelName: z.string(),
  operation: z.string(),
  layoutId: z.string(),
  recordType: z.string(),
  recordTypeList: z.array(recordTypeEntrySchema),
  dataList: z.array(layoutSectionSchema),
  controlContainer: z.array(fieldDependencySchema),
  /** For each dependent field, the field that controls it. */
  dependContainer: z.array(
    z.object({
      dependfieldid: z.string(),
      dependfield: z.string(),
      controlfieldid: z.string(),
      controlfield: z.string(),
    }),
  ),
  lookupValueExpression: z.array(lookupValueExpressionSchema),
  /** Address groups: province → its cities, city → its counties. */
  provincecityContainer: z.record(z.string(), z.array(z.string())),
  citycountyContainer: z.record(z.string(), z.array(z.string())),
  saveandapproval: z.enum(['true', 'false']),
  actionConditions: z.array(dynamicLayoutRuleSchema),
  /** The values the form opens with (the record's, or NEW's defaults such as the owner). */
  record: recordValuesSchema,
});
export type FormData = z.infer<typeof formDataSchema>;

export const getMasterInfoContract = defineCall({
  path: '/master/getMasterInfo',
  summary: 'The record form: layout, record types, sections, dependency containers, rules (spec 2 §3)',
  request: z.strictObject({
    objId: text(),
    layoutId: text(),
    operation: text(16),
    recordId: text(64),
    recordtype: text(),
  }),
  response: formDataSchema,
});

export const getLayoutDetailContract = defineCall({
  path: '/master/getLayoutDetail',
  summary: 'Record detail and layout load (spec 2 §7, path ours): dataList, recordType, containers',
  request: z.strictObject({
    id: text(64),
    objectApi: text(),
    recordId: text(64),
    fieldId: text(),
    operation: text(16),
    tasktype: text(32),
    layoutId: text(),
    recordtype: text(),
    phoneOrEmail: text(200),
    vistorId: text(),
    objId: text(),
  }),
  response: formDataSchema,
});

/** An order line an invoice made from orders starts with (its values, the product's and the order's names). */
export const invoiceSourceLineSchema = invoiceLineDraftSchema.extend({
  productccname: z.string(),
  orderName: z.string(),
});
export type InvoiceSourceLine = z.infer<typeof invoiceSourceLineSchema>;

export const newMasterInfoContract = defineCall({
  path: '/newMaster/getMasterInfo',
  summary:
    'The record form for product-line objects; recordId may be comma-joined order ids (invoice from orders)',
  request: z.strictObject({
    objId: text(),
    layoutId: text(),
    recordId: text(2000),
    isCustomPage: z.union([z.string().max(8), z.boolean()]).optional(),
    operation: text(16),
  }),
  response: formDataSchema.extend({
    /** The order ids the invoice is made from; [] for an ordinary form. */
    sourceRecordIds: z.array(z.string()),
    /** The invoice's starting values, from the orders. */
    defaultData: z.record(z.string(), z.string()),
    /** The order lines still to invoice. */
    sourceLines: z.array(invoiceSourceLineSchema),
  }),
});

// ——— Saving ———

/** The body of /objectInfo/save and /objectInfo/checkEventConflict (spec 2 §3 "Save payload"). */
export const savePayloadSchema = z.strictObject({
  objectApi: z.string().min(1).max(100),
  /** A JSON string of a list of record objects (spec 2 §3). */
  data: z.string().min(2).max(5_000_000),
  marketsea: z.union([z.string().max(8), z.boolean()]).optional(),
  /** The form's 'use assignment rule' checkbox (S2-B-014): leads and cases go to the assignee of the first matching rule. */
  useAssignmentRule: z.boolean().optional(),
  masterdata: z.string().max(5_000_000).optional(),
  masterdeletedata: z.string().max(1_000_000).optional(),
  /** Ours: save although a 'warn' duplicate rule matched (the user confirmed the c3759 dialog). */
  skipDuplicateWarning: z.boolean().optional(),
  page: z.union([z.number().int(), z.string().max(8)]).optional(),
  pagesize: z.union([z.number().int(), z.string().max(8)]).optional(),
});
export type SavePayloadBody = z.input<typeof savePayloadSchema>;

const saveOutcomeSchema = z.object({
  id: z.string(),
  name: z.string(),
  isSaveSuccess: z.boolean(),
  errormessage: z.string(),
  /** Api name of the field the error belongs to; '' when it belongs to the record. */
  errorField: z.string(),
  /** The name of the validation rule that refused the save; '' otherwise. */
  validaterule: z.string(),
  /** Unique fields whose value another record already has. */
  duplicatemap: z.array(
    z.object({ duplicate_id: z.string(), duplicate_name: z.string(), duplicate_labelname: z.string() }),
  ),
  /** The duplicate rule that matched (warn: save again with skipDuplicateWarning; block: refused). */
  veladupecatcherids: z.string(),
  /** 'warn' (c3759) or 'block' (c3760) when a duplicate rule matched; '' otherwise. */
  duplicateAction: z.enum(['', 'warn', 'block']),
  duplicateCandidates: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The bot card of the save and of its lines (S2-B-061). */
  cardValue: botCardSchema.nullable(),
  cardList: z.array(botCardSchema),
  /** Ours: the message key of a refusal the form shows in the person's language (c332, c56, c3670 …). */
  messageKey: z.string().optional(),
  /** Ours: the values of that message (the related list's name, the sums). */
  messageParams: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** Ours: how many lines ask for more than is still to be invoiced (c332). */
  orderCheck: z.number().optional(),
});

/** A stale save's refusal (issue 16 item 3). */
export const saveConflictSchema = z.object({
  /** The record's version now: the next save sends it as lastmodifydate. */
  lastModifiedDate: z.string(),
  lastModifiedById: z.string(),
  lastModifiedByName: z.string(),
  /** Current values of the fields the save sent (and `{api}ccname` names), those the caller may see. */
  values: recordValuesSchema,
});
export type SaveConflictWire = z.infer<typeof saveConflictSchema>;

/** One item of `/objectInfo/save`'s answer (spec 2 §7). */
export const saveResultSchema = saveOutcomeSchema.extend({
  /** Ours, on a save with lines: each line written or deleted, or the one line that refused the save. */
  lines: z
    .array(
      saveOutcomeSchema.partial().extend({
        objectApi: z.string(),
        index: z.number(),
        deleted: z.boolean().optional(),
      }),
    )
    .optional(),
  /** Ours, on a save refused as stale: who changed the record since, and its current values. */
  conflict: saveConflictSchema.optional(),
});
export type SaveResultItem = z.infer<typeof saveResultSchema>;

export const saveRecordsContract = defineCall({
  path: '/objectInfo/save',
  summary:
    'Create, update or clone records with every server-side check (spec 2 §7). A save sent again ' +
    'with the X-Request-Id of an earlier one answers that save’s results and saves nothing again.',
  request: savePayloadSchema,
  response: z.array(saveResultSchema),
});

export const saveKnowledgeDraftContract = defineCall({
  path: '/knowledgeArticleOperate/asDraftEdit',
  summary: 'Save a knowledge article clone as a new draft version of the article (S2-C-015, S2-B-058)',
  request: z.strictObject({
    id: z.string().min(1).max(64),
    objectApi: z.string().max(100).optional(),
    data: z.string().max(1_000_000),
  }),
  response: z.array(saveResultSchema),
});

/** `/objectInfo/checkEventConflict`: code '400' when overlapping events exist. */
export const eventConflictSchema = z.object({
  code: z.enum(['200', '400']),
  data: z.array(
    z.object({ id: z.string(), begintime: z.string(), endtime: z.string(), subject: z.string() }),
  ),
  totalCount: z.number().int(),
});
export type EventConflictAnswer = z.infer<typeof eventConflictSchema>;

export const checkEventConflictContract = defineCall({
  path: '/objectInfo/checkEventConflict',
  summary: "Events of the same owner overlapping the one being saved: data.code '400' when there are any",
  request: savePayloadSchema,
  response: eventConflictSchema,
});

// ——— Layout choice and dynamic rules ———

const optionalId = z.string().max(200).optional();

export const getLayoutIdContract = defineCall({
  path: '/objectdetail/getLayoutId',
  summary: 'The layout for a record type, a record or the default record type: data.layoutId',
  request: z.strictObject({
    objId: optionalId,
    recordId: optionalId,
    recordtypeId: optionalId,
    prefix: optionalId,
  }),
  response: z.object({ layoutId: z.string(), recordtypeId: z.string() }),
});

const layoutRulesRequest = z.strictObject({ layoutId: z.string().min(1).max(200) });
const layoutRulesAnswer = z.object({ rules: z.array(dynamicLayoutRuleSchema) });

export const getDynamicLayoutRulesContract = defineCall({
  path: '/master/getDynamicLayoutRules',
  summary: "The layout's dynamic layout rules (spec 2 §4), in @vela/core's DynamicLayoutRule shape",
  request: layoutRulesRequest,
  response: layoutRulesAnswer,
});

/** The spec's other name for the same answer. */
export const getDynamicLayoutListDetailContract = defineCall({
  path: '/objectdetail/getDynamicLayoutListDetail',
  summary: "The layout's dynamic layout rules (spec 2 §4), in @vela/core's DynamicLayoutRule shape",
  request: layoutRulesRequest,
  response: layoutRulesAnswer,
});

/**
 * `/master/saveMaster` (S2-C-014): a record's related lines alone — `masterdata` (rows to create or change,
 * grouped by line object and its lookup to the record) and `masterdeletedata` (line ids to drop) — saved in
 * one transaction with the record's own checks (the caller must be allowed to edit it), the record's fields
 * unchanged. The answer is the record's save result with one entry per line.
 */
export const saveMasterContract = defineCall({
  path: '/master/saveMaster',
  summary:
    "Save a record's related lines alone (masterdata, masterdeletedata) in one transaction; the record is unchanged",
  request: z.strictObject({
    objectApi: z.string().min(1).max(100),
    recordId: z.string().min(1).max(64),
    masterdata: z.string().max(5_000_000).optional(),
    masterdeletedata: z.string().max(1_000_000).optional(),
  }),
  response: saveResultSchema,
});

/**
 * The related payment details save (S2-C-018; the spec shows no path: ours): a receivable's payment rows,
 * `data` a JSON string of a list of rows (new ones without id), `recordId` the receivable. One transaction.
 */
export const savePaymentDetailsContract = defineCall({
  path: '/master/savePaymentDetails',
  summary:
    "Save a receivable's payment detail rows (data: a JSON list of rows; recordId: the receivable) in one transaction",
  request: z.strictObject({
    recordId: z.string().min(1).max(64),
    data: z.string().min(2).max(5_000_000),
  }),
  response: saveResultSchema,
});

/**
 * `/master/deleteRelatedProductInfo` (S2-C-020): an order's product lines to the recycle bin, when the order
 * is deleted — each line the caller may delete; the order's total follows. Answers the line ids deleted.
 */
export const deleteRelatedProductInfoContract = defineCall({
  path: '/master/deleteRelatedProductInfo',
  summary:
    "Move a record's product lines to the recycle bin (when an order is deleted): objId and recordId of the record",
  request: z.strictObject({
    objId: z.string().min(1).max(100),
    recordId: z.string().min(1).max(64),
  }),
  response: z.object({ deleted: z.array(z.string()) }),
});
