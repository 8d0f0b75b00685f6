/**
 * Report types (issue 19, route dataSource): a primary object and up to three related objects, each
 * reached from the one before it through a lookup on the related object (its child records), each
 * joined "with" (only rows that have such records) or "with or without" them.
 */
export const MAX_REPORT_TYPE_RELATIONS = 3;
export const REPORT_TYPE_JOINS = ['with', 'withOrWithout'] as const;
export type ReportTypeJoin = (typeof REPORT_TYPE_JOINS)[number];
export const MAX_REPORT_TYPE_NAME = 80;

/** A related object's field in a report of a report type: `Object.field`, the object by its API name. */
export function relatedFieldApi(objectApi: string, fieldApi: string): string {
  return `${objectApi}.${fieldApi}`;
}
