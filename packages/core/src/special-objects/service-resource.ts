/**
 * ServiceResource (spec 2 §5, S2-B-089, S2-B-090, S2-V-012, S2-V-013): a crew
 * resource stands for a service crew, any other resource for one user
 * (`relatedrecordid`). Choosing one side clears the other; a record holding
 * the wrong side alone is refused with the tip that says which one it needs.
 */
import type { FieldValues } from '../metadata/types.js';

export const CREW_RESOURCE_TYPE = 'crew';

const filled = (value: unknown) => value !== null && value !== undefined && value !== '';

/** The fields to clear after `changedField` changed: S2-B-089 and S2-B-090. */
export function serviceResourceClears(changedField: string, values: FieldValues): string[] {
  const crew = values.resourcetype === CREW_RESOURCE_TYPE;
  if (
    crew &&
    changedField === 'servicecrewid' &&
    filled(values.servicecrewid) &&
    filled(values.relatedrecordid)
  )
    return ['relatedrecordid'];
  if (
    !crew &&
    changedField === 'relatedrecordid' &&
    filled(values.relatedrecordid) &&
    filled(values.servicecrewid)
  )
    return ['servicecrewid'];
  return [];
}

/** 'user': a crew resource holds a user but no crew; 'group': another resource holds a crew but no user. */
export type ServiceResourceTip = 'user' | 'group';

export function checkServiceResource(values: FieldValues): { field: string; tip: ServiceResourceTip } | null {
  const crew = values.resourcetype === CREW_RESOURCE_TYPE;
  if (crew && filled(values.relatedrecordid) && !filled(values.servicecrewid))
    return { field: 'servicecrewid', tip: 'user' };
  if (!crew && filled(values.servicecrewid) && !filled(values.relatedrecordid))
    return { field: 'relatedrecordid', tip: 'group' };
  return null;
}

/** The tips in English (the web has them in every language). */
export const SERVICE_RESOURCE_TIPS: Readonly<Record<ServiceResourceTip, string>> = {
  user: 'A crew resource stands for a service crew, not a user: choose the service crew',
  group: 'A resource of this type stands for one user, not a crew: choose the user',
};
