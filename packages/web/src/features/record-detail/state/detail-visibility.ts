/**
 * Spec 1 §2.7 (S1-B-055): the record detail page's visibility flags live in
 * session storage. A flag that is absent, or anything but 'false', shows its
 * part; another screen (a console tab, a custom page) may set one to 'false'.
 */
export const DETAIL_VISIBILITY_FLAGS = [
  'isShowTitleBox',
  'isShowRoi',
  'isShowKeyInfo',
  'isShowProcess',
  'isShowRelationList',
  'isShowDetail',
  'isShowRelationDetail',
  'isShowActivity',
] as const;

export type DetailVisibilityFlag = (typeof DETAIL_VISIBILITY_FLAGS)[number];
export type DetailVisibility = Record<DetailVisibilityFlag, boolean>;

function store(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function readDetailVisibility(storage: Storage | undefined = store()): DetailVisibility {
  const flags = {} as DetailVisibility;
  for (const flag of DETAIL_VISIBILITY_FLAGS) flags[flag] = storage?.getItem(flag) !== 'false';
  return flags;
}

export function writeDetailVisibility(
  changes: Partial<DetailVisibility>,
  storage: Storage | undefined = store(),
): void {
  for (const [flag, shown] of Object.entries(changes)) storage?.setItem(flag, shown ? 'true' : 'false');
}
