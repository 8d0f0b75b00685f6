/** The metadata platform's public face: other modules import from here. */

export { CATALOGUE_TERMS, catalogueLabels } from './catalogue/index.js';
export { syncObjectCatalogue } from './catalogue-sync.js';
export {
  type CommerceSettingsSeed,
  companyCurrencyOf,
  exchangeRateOf,
  priceBooksEnabled,
  writeCommerceSettings,
} from './commerce-settings.js';
export { matchKey, normaliseForMatch } from './duplicate-match-keys.js';
export {
  deleteMatchKeysOf,
  insertMatchKeys,
  insertReturningIdWithMatchKeys,
  MATCH_KEY_BULK_TARGET,
  type MatchKeyRow,
  matchKeyRows,
  recordsWithMatchKey,
  recordsWithMatchKeys,
  sharedMatchKeys,
  writeMatchKeys,
} from './duplicate-rule-keys.js';
export { onRollupFieldAdded, type RollupFieldAdded } from './field-added.js';
export {
  anyRecordType,
  buildSections,
  chooseRecordType,
  controlContainer,
  defaultRecordTypeFor,
  dependContainer,
  layoutIdFor,
  lookupValueExpressions,
  type Operation,
  recordTypeEntries,
  regionContainers,
} from './form-layout.js';
export { formulaFields, formulaTypeOf } from './formula-fields.js';
export { bumpMetadataRevision } from './install-object.js';
export { metadataIn } from './localized-metadata.js';
export { lookupFilterFor } from './lookup-filter.js';
export {
  currentMetadata,
  lastSeenMetadata,
  METADATA_REVISION_SUBSELECT,
  metadataAtRevision,
  storedMetadata,
} from './metadata-cache.js';
export * from './metadata-model.js';
export { type ObjectCreated, type ObjectCreatedListener, onObjectCreated } from './object-created.js';
export {
  type ObjectDeleteCheck,
  type ObjectDeleted,
  type ObjectDeletedCleanup,
  type ObjectDeleting,
  onObjectDeleted,
  onObjectDeleting,
} from './object-deleting.js';
export { nameOrder, namePrefixCondition } from './object-table-ddl.js';
export {
  type RelatedListCandidate,
  relatedListCandidates,
  relatedListsOfLayout,
} from './related-list-candidates.js';
export { findObject, type ObjectReference, resolveObject } from './resolve-object.js';
export { metadataModule } from './routes.js';
