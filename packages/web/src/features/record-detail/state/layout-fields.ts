import type { DetailField, DetailSection } from '../record-detail-api.js';

/** The layout's fields in reading order (left then right, row by row), section by section. */
export function layoutFields(sections: readonly DetailSection[]): DetailField[] {
  const fields: DetailField[] = [];
  for (const section of sections)
    for (const row of section.data)
      for (const side of [row.left, row.right])
        if ('apiname' in side && side.apiname) fields.push(side as DetailField);
  return fields;
}

/** The title box's key fields per standard object: what a person looks for first. */
const KEY_FIELDS: Readonly<Record<string, readonly string[]>> = {
  account: ['type', 'phone', 'website', 'industry', 'ownerid'],
  contact: ['accountid', 'title', 'email', 'phone', 'ownerid'],
  lead: ['company', 'status', 'email', 'phone', 'ownerid'],
  opportunity: ['khmc', 'amount', 'closedate', 'probability', 'ownerid'],
  velacase: ['casenumber', 'priority', 'status', 'accountid', 'ownerid'],
};

const NOT_KEY_TYPES = new Set(['X', 'A', 'AD', 'LT', 'IMG', 'file']);
const MAX_KEY_FIELDS = 4;

/**
 * Up to 4 key fields for the title box: the object's known ones it shows,
 * else the first short fields of the layout after the name, with values first.
 */
export function keyFields(objectApi: string, sections: readonly DetailSection[]): DetailField[] {
  const fields = layoutFields(sections);
  const byApi = new Map(fields.map((field) => [field.apiname, field]));
  const preferred = (KEY_FIELDS[objectApi.toLowerCase()] ?? []).flatMap((api) => {
    const field = byApi.get(api);
    return field ? [field] : [];
  });
  if (preferred.length > 0) return preferred.slice(0, MAX_KEY_FIELDS);
  const candidates = fields.filter(
    (field) => field.apiname !== 'name' && !NOT_KEY_TYPES.has(field.fieldType),
  );
  const filled = candidates.filter(
    (field) => field.value !== null && field.value !== undefined && field.value !== '',
  );
  return [...filled, ...candidates.filter((field) => !filled.includes(field))].slice(0, MAX_KEY_FIELDS);
}

/** The stage/status picklist that drives the process path, per object; a picklist named stage or status elsewhere. */
const PATH_FIELDS: Readonly<Record<string, string>> = {
  opportunity: 'stage',
  lead: 'status',
  velacase: 'status',
};

export interface ProcessPathModel {
  field: DetailField;
  steps: Array<{ key: string; label: string }>;
  /** Index of the record's current step; -1 when it has none. */
  current: number;
}

export function processPath(objectApi: string, sections: readonly DetailSection[]): ProcessPathModel | null {
  const fields = layoutFields(sections);
  const wanted = PATH_FIELDS[objectApi.toLowerCase()];
  const field =
    (wanted ? fields.find((candidate) => candidate.apiname === wanted) : undefined) ??
    fields.find(
      (candidate) =>
        candidate.fieldType === 'L' && (candidate.apiname === 'stage' || candidate.apiname === 'status'),
    );
  if (field?.fieldType !== 'L') return null;
  const steps = (field.data ?? []).flatMap((entry) =>
    'key' in entry ? [{ key: entry.key, label: entry.val }] : [],
  );
  if (steps.length < 2) return null;
  return { field, steps, current: steps.findIndex((step) => step.key === field.value) };
}

/**
 * Where the path's button takes the record from the picked step: the picked
 * step when it is not the current one, else the step after the current one
 * ("mark complete"); none past the last step.
 */
export function pathTarget(
  path: ProcessPathModel,
  selected: number,
): { step: { key: string; label: string }; complete: boolean } | undefined {
  if (selected !== path.current) {
    const step = path.steps[selected];
    return step ? { step, complete: false } : undefined;
  }
  const next = path.steps[path.current + 1];
  return path.current >= 0 && next ? { step: next, complete: true } : undefined;
}
