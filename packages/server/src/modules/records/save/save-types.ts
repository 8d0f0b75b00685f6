import type { BotCard, RecordValues } from '@vela/core';
import type { DatabaseHandle } from '../../../db/database.js';
import type { CurrentUser } from '../../../http/current-user.js';
import type { MetadataSnapshot, ObjectModel } from '../../metadata/index.js';
import type { RecordRow } from '../record-store.js';

/** One item of /objectInfo/save's answer (spec 2 §7). */
export interface SaveResult {
  id: string;
  name: string;
  isSaveSuccess: boolean;
  errormessage: string;
  /** Api name of the field the error belongs to; '' when it belongs to the record. */
  errorField: string;
  /** The name of the validation rule that refused the save; '' otherwise. */
  validaterule: string;
  /** Unique fields whose value another record already has. */
  duplicatemap: Array<{ duplicate_id: string; duplicate_name: string; duplicate_labelname: string }>;
  /** The duplicate rule that matched (warn: save again with skipDuplicateWarning; block: refused). */
  veladupecatcherids: string;
  /** 'warn' (c3759, orange) or 'block' (c3760, red) when a duplicate rule matched; '' otherwise. */
  duplicateAction: '' | 'warn' | 'block';
  /** The records the duplicate rule matched. */
  duplicateCandidates: Array<{ id: string; name: string }>;
  /** The bot card of the change (title, recordId, type, body of at most 5 fields, changer). */
  cardValue: {
    title: string;
    recordId: string;
    type: string;
    body: Array<{ label: string; value: string }>;
    changer: string;
  } | null;
  cardList: BotCard[];
  /** Ours: the spec's message key of a refusal the form shows in the person's language (c332, c56, c3670…). */
  messageKey?: string;
  /** Ours: values for the message (the related list's name of c3670). */
  messageParams?: Record<string, string | number>;
  /** Ours: the order check of order to invoice, the number of lines asking for too much (S2-V-016). */
  orderCheck?: number;
  /**
   * Ours, on a save with masterdata/masterdeletedata: each line written or
   * deleted, or the one line that refused the save (with its own error fields).
   */
  lines?: Array<Partial<SaveResult> & { objectApi: string; index: number; id?: string; deleted?: boolean }>;
  /** Ours, on a save refused as stale (errorField lastmodifydate): who changed the record since, and how. */
  conflict?: SaveConflict;
}

/** What a stale save's refusal tells the conflict dialog (issue 16 item 3). */
export interface SaveConflict {
  /** The record's version now: a save that overwrites sends it back as lastmodifydate. */
  lastModifiedDate: string;
  lastModifiedById: string;
  lastModifiedByName: string;
  /**
   * The current values (and `{api}ccname` names) of the fields the refused
   * save sent, leaving out those the caller may not see.
   */
  values: RecordValues;
}

export interface SaveContext {
  database: DatabaseHandle;
  snapshot: MetadataSnapshot;
  object: ObjectModel;
  user: CurrentUser;
  now: Date;
  /** The caller confirmed a duplicate-rule warning and saves anyway. */
  skipDuplicateWarning: boolean;
  /**
   * Written by the system (the demo seeder), not a person: lookups are checked
   * for existence only, not for the owner's access to their targets.
   */
  asSystem?: boolean;
  /**
   * An approval process's action (issue 20): it changes the record with the process's authority, not the
   * person whose decision set it off (Salesforce runs these as the system), so the record's sharing, the
   * profile's edit and create rights and field-level read-only do not stop it. Validation rules, required
   * fields, the history (as `user`, whose decision it was) and record-triggered flows still apply.
   */
  processAuthority?: boolean;
  /**
   * The owner was chosen by the organisation's assignment rules (S2-B-014): an administrator's rule
   * hands the record over, so the caller's right to give records to that owner is not asked.
   */
  ownerByAssignmentRule?: boolean;
  /**
   * A batch save's duplicate-rule lookups read at once: rule id → match key → the records holding it as
   * the batch began. A key not in it is looked up as one save does; dropped once the batch changes a
   * stored record (its keys may have moved).
   */
  storedMatchKeys?: Map<string, Map<string, string[]>>;
  /** Set on a save a record-triggered flow makes: how deep in flows' own saves it is (1 for the first). */
  automationDepth?: number;
  /** What the field history says the change was made through (`flow:<name>`): beside `user`, who set it off. */
  changedVia?: string;
}

/** A record on its way through the pipeline. */
export interface SaveDraft {
  /** The record id; new ids are made before the checks so messages can name it. */
  id: string;
  isNew: boolean;
  existing: RecordRow | null;
  /** The lastmodifydate the client read, when it sent one. */
  expectedLastModified: string | null;
  /** Field api name → the value the client sent, as sent. */
  submitted: Record<string, unknown>;
  /** Field api name → checked, stored value, for every field the save writes. */
  changes: Record<string, string | number | boolean | null>;
  /** The record after the save, by field api name (stored values merged with changes). */
  values: Record<string, unknown>;
  recordTypeId: string | null;
}

/** A check's refusal; the pipeline turns it into a failed SaveResult. */
export class SaveRefusal extends Error {
  constructor(
    message: string,
    readonly details: Partial<Omit<SaveResult, 'isSaveSuccess' | 'errormessage'>> = {},
  ) {
    super(message);
  }
}

export function failedResult(id: string, name: string, refusal: SaveRefusal): SaveResult {
  return {
    ...emptyResult(id, name),
    isSaveSuccess: false,
    errormessage: refusal.message,
    ...refusal.details,
  };
}

export function emptyResult(id: string, name: string): SaveResult {
  return {
    id,
    name,
    isSaveSuccess: true,
    errormessage: '',
    errorField: '',
    validaterule: '',
    duplicatemap: [],
    veladupecatcherids: '',
    duplicateAction: '',
    duplicateCandidates: [],
    cardValue: null,
    cardList: [],
  };
}
