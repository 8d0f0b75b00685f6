export { isChecked } from './CheckboxWidget.js';
export { FieldGroup, type FieldGroupProps, subFieldLabel, visibleSubFields } from './FieldGroup.js';
export { FieldWidget, WIDGET_BY_TYPE } from './FieldWidget.js';
export {
  coordinateOf,
  LocationDialog,
  LocationField,
  type LocationFieldProps,
  parseCoordinate,
} from './LocationDialog.js';
export { recordDetailPath } from './LookupRecordLinks.js';
export { sanitiseHtml } from './sanitise-html.js';
export type { FieldValue, FieldWidgetProps, LookupChoice } from './widget-contract.js';
export { dayjs, storedTimeOf, WIRE_DATE_TIME, wallTimeOf } from './zoned-time.js';
