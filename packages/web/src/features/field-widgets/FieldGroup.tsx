import type { FieldDefinition } from '@vela/core';
import type { ReactElement, ReactNode } from 'react';

/** Address sub-fields end in 00 … 05: country, province, city, county, street, postal code (spec 2 §2). */
const ADDRESS_PART = /(0[0-5])$/;
/** Kept with the address for the map, never shown in the form (S2-B-022). */
const HIDDEN_PART = /(longitude|latitude)$/i;

/**
 * The sub-fields a group shows, in order: for an address the parts 00 to 05
 * (country → province → city → county cascade first, then street and postal
 * code), longitude and latitude left out; for a group its fields as given.
 * Sub-fields that are hidden by metadata stay hidden.
 */
export function visibleSubFields(
  group: Pick<FieldDefinition, 'apiName' | 'type'>,
  subFields: readonly (FieldDefinition & { hidden?: boolean })[],
): FieldDefinition[] {
  const own = subFields.filter(
    (sub) =>
      !sub.hidden &&
      !HIDDEN_PART.test(sub.apiName) &&
      (sub.parentFieldApi ?? group.apiName) === group.apiName,
  );
  if (group.type !== 'AD') return own;
  const part = (sub: FieldDefinition) => {
    const match = ADDRESS_PART.exec(sub.apiName);
    return match?.[1] !== undefined && sub.apiName === `${group.apiName}${match[1]}` ? Number(match[1]) : 99;
  };
  return own
    .map((sub, index) => ({ sub, index }))
    .sort((a, b) => part(a.sub) - part(b.sub) || a.index - b.index)
    .map(({ sub }) => sub);
}

/** 'Billing address: city' under the 'Billing address' group reads 'city'. */
export function subFieldLabel(
  group: Pick<FieldDefinition, 'label'>,
  sub: Pick<FieldDefinition, 'label'>,
): string {
  const prefix = `${group.label}: `;
  const rest = sub.label.startsWith(prefix) ? sub.label.slice(prefix.length) : sub.label;
  return rest.charAt(0).toLocaleUpperCase() + rest.slice(1);
}

export interface FieldGroupProps {
  /** The AD or LT field. */
  field: FieldDefinition;
  /** Its sub-fields (the layout's `children`, or fields whose parentFieldApi is the group). */
  subFields: readonly FieldDefinition[];
  /** The form renders each sub-field's widget (a FieldWidget with that sub-field's own props and rules). */
  renderField: (sub: FieldDefinition) => ReactNode;
  /** The inputId the form gives each sub-field's widget, so its label points at it. */
  inputIdOf: (sub: FieldDefinition) => string;
}

/**
 * Address group (AD) and group (LT): the sub-fields under their own short
 * labels in a responsive grid. Each sub-field stays an ordinary field of the
 * form — its value, dependency (country → province → city → county is a
 * cascade of control/dependent picklists), rules and errors belong to the
 * form — so this component only lays them out.
 */
export function FieldGroup(props: FieldGroupProps): ReactElement {
  const subs = visibleSubFields(props.field, props.subFields);
  return (
    <fieldset
      aria-label={props.field.label}
      className="vela-field-widget__group"
      data-field={props.field.apiName}
    >
      {subs.map((sub) => {
        const wide = props.field.type === 'AD' && sub.apiName === `${props.field.apiName}04`;
        return (
          <div
            key={sub.apiName}
            className={`vela-field-widget__group-item${wide ? ' vela-field-widget__group-item--wide' : ''}`}
          >
            <label className="vela-field-widget__group-label" htmlFor={props.inputIdOf(sub)}>
              {subFieldLabel(props.field, sub)}
            </label>
            {props.renderField(sub)}
          </div>
        );
      })}
    </fieldset>
  );
}
