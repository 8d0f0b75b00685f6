/**
 * The tables this module owns (the application shell: apps, menus, console tabs, partner setup, client scripts, page events, client errors and custom pages). Only this module queries them; another module
 * calls a function this module's index exports. scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = [
  'application',
  'menu_item',
  'user_current_app',
  'console_tab_state',
  'report_permission',
  'partner_setup',
  'custom_component_address',
  'client_script',
  'page_event',
  'client_error',
  'custom_page',
  'application_profile',
] as const;
