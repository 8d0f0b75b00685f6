export { FieldWidget } from './FieldWidget.js';
export type { FieldValue, FieldWidgetProps, LookupChoice } from './widget-contract.js';
