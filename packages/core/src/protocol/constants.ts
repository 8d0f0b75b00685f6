/** Business constants and limits of spec 1 §9 and spec 2 §9. */
export const DEFAULT_HTTP_TIMEOUT_MS = 60_000;
export const LAZY_SCREEN_TIMEOUT_MS = 120_000;
export const PENDING_PAGE_DATA_EXPIRY_MS = 86_400_000;
export const SAVE_AND_NEW_HANDOFF_EXPIRY_MS = 300_000;
export const BRANDING_COOKIE_MAX_AGE_S = 63_072_000;
export const DEFAULT_COOKIE_MAX_AGE_S = 86_400;
export const DEFAULT_BASE_TITLE = 'Vela';
export const USAGE_TRACK_UPLOAD_INTERVAL_MS = 5_000;
export const LOCAL_DB_SCHEMA_VERSION = 3;
export const BATCH_FILE_ADD_DEFAULT_LIMIT = 10;
export const OVERLAPPING_EVENTS_PAGER_PAGES = 5;
export const EVENT_CONFLICT_PAGE_SIZE = 10;
export const REPORT_DEFAULT_PAGE_SIZE = 10;
export const REPORT_DEFAULT_PAGE_INDEX = 1;
export const TABLE_DEFAULT_PAGE_SIZE = 25;
export const VIEW_LIST_MAX_UNCONFIGURED = 15;
export const EXCHANGE_RATE_DECIMALS = 6;
export const DEFAULT_SELECT_DISCOUNT_MODE = '2';
export const DEFAULT_Z_INDEX = 2900;
export const DIALOG_Z_INDEX = 3000;
export const DIALOG_DEFAULT_WIDTH = '80%';
export const CUSTOM_DIALOG_DEFAULT_WIDTH = '50%';
export const DIALOG_TOP = '10vh';
export const LAYOUT_BREAKPOINTS_PX = [1208, 1848] as const;
export const VALIDATION_POPOVER_WIDTH_PX = 269;
export const CHAT_IMAGE_DELAY_THRESHOLD_BYTES = 1_000_000;
export const CHAT_IMAGE_DELAY_MS = 50_000;
export const BOT_RETRY_DELAY_MS = 1_000;
export const BOT_MAX_RETRIES = 3;
export const SAVE_DEBOUNCE_MS = 300;
export const RECEIVABLE_QUICK_CREATE_MS = 800;
export const BOT_CARD_MAX_BODY_FIELDS = 5;
export const BOT_CARD_FOLLOW_UP_MS = 500;

/** Spec 1 §2.7: up to 1208 px wide gives 2 columns, up to 1848 px 4, above that 6. */
export function layoutColumnsForWidth(widthPx: number): 2 | 4 | 6 {
  if (widthPx <= LAYOUT_BREAKPOINTS_PX[0]) return 2;
  if (widthPx <= LAYOUT_BREAKPOINTS_PX[1]) return 4;
  return 6;
}
