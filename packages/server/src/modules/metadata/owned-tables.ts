/**
 * The tables this module owns (the metadata model and its revision, the commerce settings (currency rates, taxes), and the duplicate rules' match keys (a rule defines its keys; the save pipeline, merge and purge keep them through metadata's functions)). Only this module queries them; another module
 * calls a function this module's index exports. scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = [
  'meta_object',
  'meta_field',
  'meta_layout',
  'meta_record_type',
  'meta_layout_section',
  'meta_layout_item',
  'meta_picklist_value',
  'meta_region',
  'meta_field_dependency',
  'meta_dynamic_rule',
  'meta_lookup_expression',
  'meta_validation_rule',
  'meta_duplicate_rule',
  'meta_lookup_filter',
  'meta_revision',
  'currency_rate',
  'tax',
  'tax_product',
  'commerce_setting',
  'record_match_key',
  'meta_field_trash',
  'meta_layout_version',
  'meta_layout_related_list',
  'meta_layout_assignment',
  'meta_record_type_profile_default',
  'meta_generation',
  'meta_change',
] as const;
