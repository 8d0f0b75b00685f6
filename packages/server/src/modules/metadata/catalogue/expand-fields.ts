import { createHash } from 'node:crypto';
import type { CatalogueField, CatalogueObject } from './catalogue-types.js';
import { REGIONS, type RegionNode } from './regions.js';
import { KEY_TRACKED_FIELDS } from './tracked-fields.js';

/**
 * Turns a catalogue object into the rows it installs as: platform fields
 * first, address groups expanded into their sub-fields (00 country, 01
 * province, 02 city, 03 county, 04 street, 05 postal code, hidden longitude
 * and latitude) with the region dependencies between them.
 */
export function stableId(kind: string, ...parts: string[]): string {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest('base64url');
  return kind + digest.slice(0, 15);
}

export interface ExpandedField extends CatalogueField {
  system?: boolean;
  /** The api name of the AD/LT group this sub-field belongs to. */
  group?: string;
  column: string | null;
}

const SYSTEM_FIELDS: readonly CatalogueField[] = [
  { api: 'ownerid', type: 'Y', label: 'Owner', lookup: 'user', required: true, labels: { zh: '所有人' } },
  { api: 'createbyid', type: 'Y', label: 'Created by', lookup: 'user', editable: false },
  { api: 'createdate', type: 'F', label: 'Created', editable: false },
  { api: 'lastmodifybyid', type: 'Y', label: 'Last modified by', lookup: 'user', editable: false },
  { api: 'lastmodifydate', type: 'F', label: 'Last modified', editable: false },
  { api: 'recordtype', type: 'L', label: 'Record type', editable: false },
];

const COLUMNLESS = new Set(['AD', 'LT', 'Z']);

export function regionLevel(level: number): RegionNode[] {
  let nodes: RegionNode[] = [...REGIONS];
  for (let i = 0; i < level; i++) nodes = nodes.flatMap((node) => [...(node.children ?? [])]);
  return nodes;
}

/** {parent name: [child names]} for one level of the region tree. */
export function regionMapping(level: number): Record<string, string[]> {
  const mapping: Record<string, string[]> = {};
  for (const node of regionLevel(level))
    mapping[node.name] = (node.children ?? []).map((child) => child.name);
  return mapping;
}

function regionOptions(level: number): Array<readonly [string, string]> {
  return regionLevel(level).map((node) => [node.name, node.name] as const);
}

export function addressSubFields(group: CatalogueField): CatalogueField[] {
  const base = group.api;
  return [
    { api: `${base}00`, type: 'L', label: `${group.label}: country`, options: regionOptions(0) },
    { api: `${base}01`, type: 'L', label: `${group.label}: province`, options: regionOptions(1) },
    { api: `${base}02`, type: 'L', label: `${group.label}: city`, options: regionOptions(2) },
    { api: `${base}03`, type: 'L', label: `${group.label}: county`, options: regionOptions(3) },
    { api: `${base}04`, type: 'S', label: `${group.label}: street`, length: 255 },
    { api: `${base}05`, type: 'S', label: `${group.label}: postal code`, length: 20 },
    {
      api: `${base}longitude`,
      type: 'N',
      label: `${group.label}: longitude`,
      length: 11,
      decimals: 7,
      hidden: true,
    },
    {
      api: `${base}latitude`,
      type: 'N',
      label: `${group.label}: latitude`,
      length: 10,
      decimals: 7,
      hidden: true,
    },
  ];
}

export function expandFields(object: CatalogueObject): ExpandedField[] {
  const nameField = object.nameField ?? 'name';
  const tracked = new Set(KEY_TRACKED_FIELDS[object.api] ?? []);
  const out: ExpandedField[] = SYSTEM_FIELDS.map((field) => ({
    ...field,
    system: true,
    column: field.api,
    ...(tracked.has(field.api) ? { track: true } : {}),
  }));
  for (const field of object.fields) {
    if (field.type === 'AD') {
      out.push({ ...field, column: null });
      for (const sub of addressSubFields(field))
        out.push({ ...sub, group: field.api, column: sub.api.toLowerCase() });
      continue;
    }
    // The name field of an object named by 'name' is the platform's name column itself.
    const column = COLUMNLESS.has(field.type) ? null : field.api.toLowerCase();
    out.push({
      ...field,
      column,
      ...(field.api === 'name' && nameField === 'name' ? { system: false } : {}),
      ...(tracked.has(field.api) ? { track: true } : {}),
    });
  }
  return out;
}

/** Dependencies the address groups bring: country → province → city → county. */
export function addressDependencies(object: CatalogueObject) {
  return object.fields
    .filter((field) => field.type === 'AD')
    .flatMap((field) =>
      [0, 1, 2].map((level) => ({
        control: `${field.api}0${level}`,
        depend: `${field.api}0${level + 1}`,
        mapping: regionMapping(level),
      })),
    );
}
