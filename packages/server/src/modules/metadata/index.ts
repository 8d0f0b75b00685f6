/** The metadata platform's public face: other modules import from here. */

export { CATALOGUE_TERMS, catalogueLabels } from './catalogue/index.js';
export { syncObjectCatalogue } from './catalogue-sync.js';
export { companyCurrencyOf, exchangeRateOf, priceBooksEnabled } from './commerce-settings.js';
export { matchKey, normaliseForMatch } from './duplicate-match-keys.js';
export {
  buildSections,
  chooseRecordType,
  controlContainer,
  dependContainer,
  lookupValueExpressions,
  type Operation,
  recordTypeEntries,
  regionContainers,
} from './form-layout.js';
export { formulaFields, formulaTypeOf } from './formula-fields.js';
export { metadataIn } from './localized-metadata.js';
export { lookupFilterFor } from './lookup-filter.js';
export { currentMetadata, lastSeenMetadata, metadataAtRevision, storedMetadata } from './metadata-cache.js';
export * from './metadata-model.js';
export { type ObjectCreated, type ObjectCreatedListener, onObjectCreated } from './object-created.js';
export { nameOrder, namePrefixCondition } from './object-table-ddl.js';
export { findObject, type ObjectReference, resolveObject } from './resolve-object.js';
export { metadataModule } from './routes.js';
