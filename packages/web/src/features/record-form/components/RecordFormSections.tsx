import { layoutColumnsForWidth } from '@vela/core';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { type FieldValue, LocationField, type LookupChoice } from '../../field-widgets/index.js';
import type { FormField, FormModel } from '../state/form-model.js';
import { type FormState, fieldView, isFieldShownInSection, isSectionVisible } from '../state/form-state.js';
import { RecordFormField } from './RecordFormField.js';

interface Props {
  model: FormModel;
  state: FormState;
  recordId?: string | undefined;
  onChange: (api: string, value: FieldValue, choices?: readonly LookupChoice[]) => void;
  onBlur: (api: string) => void;
}

/** Types that take a whole row: long texts and groups. */
const FULL_ROW = new Set(['X', 'A', 'AD', 'LT']);

/** Inside its group a sub-field drops the group's name from its label ('Billing address: city' → 'City'). */
const groupLabelled = new WeakMap<FormField, FormField>();

function withinGroup(field: FormField, group: FormField): FormField {
  const cached = groupLabelled.get(field);
  if (cached) return cached;
  const labelled = shortLabel(field, group);
  groupLabelled.set(field, labelled);
  return labelled;
}

function shortLabel(field: FormField, group: FormField): FormField {
  const prefix = `${group.label}: `;
  if (!field.label.startsWith(prefix)) return field;
  const rest = field.label.slice(prefix.length);
  return { ...field, label: rest.charAt(0).toUpperCase() + rest.slice(1) };
}

/** Grid columns for the form's own width (spec 2 §2: 2, 4 or 6 at 1208 and 1848 px). */
function useLayoutColumns() {
  const ref = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState<2 | 4 | 6>(2);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setColumns(layoutColumnsForWidth(element.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, columns };
}

/** The layout's sections: a titled grid each; one-column sections give every field the whole row. */
export function RecordFormSections(props: Props) {
  const { model, state } = props;
  const { ref, columns } = useLayoutColumns();

  const renderField = (field: FormField, span: number, group?: FormField) => {
    if (!isFieldShownInSection(model, state, field.api)) return null;
    return (
      <RecordFormField
        key={field.api}
        span={span}
        field={group ? withinGroup(field, group) : field}
        view={fieldView(model, state, field.api)}
        value={state.values[field.api] ?? null}
        objectApi={model.objectApi}
        recordId={props.recordId}
        lookupNames={state.lookupNames}
        onChange={props.onChange}
        onBlur={props.onBlur}
      />
    );
  };

  const renderGroup = (group: FormField, legend: boolean) => {
    const children = group.children.map((api) => model.fields.get(api)).filter((f): f is FormField => !!f);
    if (!isFieldShownInSection(model, state, group.api)) return null;
    // An address's hidden latitude and longitude are edited through its map dialog (S2-B-023).
    const latitude = group.type === 'AD' ? children.find((child) => /latitude$/i.test(child.api)) : undefined;
    const longitude =
      group.type === 'AD' ? children.find((child) => /longitude$/i.test(child.api)) : undefined;
    return (
      <fieldset key={group.api} className="vela-record-form__group" style={{ gridColumn: '1 / -1' }}>
        <legend className={legend ? undefined : 'vela-record-form__legend--hidden'}>{group.label}</legend>
        <div className="vela-record-form__grid" style={{ '--vela-form-columns': columns } as CSSProperties}>
          {children.map((child) => renderField(child, 1, group))}
        </div>
        {latitude && longitude ? (
          <LocationField
            label={group.label}
            latitude={state.values[latitude.api] ?? null}
            longitude={state.values[longitude.api] ?? null}
            readOnly={
              !latitude.editable ||
              !longitude.editable ||
              fieldView(model, state, latitude.api).readOnly ||
              fieldView(model, state, group.api).readOnly
            }
            onChange={(lat, lng) => {
              props.onChange(latitude.api, lat);
              props.onChange(longitude.api, lng);
            }}
          />
        ) : null}
      </fieldset>
    );
  };

  return (
    <div ref={ref} className="vela-record-form__sections" data-columns={columns}>
      {model.sections.map((section) => {
        const fields = section.fields
          .map((api) => model.fields.get(api))
          .filter((field): field is FormField => !!field);
        if (fields.length === 0) return null;
        const headingId = `vela-record-section-${section.id}`;
        return (
          // A section a dynamic rule hides stays mounted, hidden (display: none: not focusable, not in the
          // accessibility tree; its fields count as absent, fieldView). Showing it is then a style change, not
          // mounting its widgets (issue 6: a change paints in under 16 ms).
          <section
            key={section.id}
            className="vela-record-form__section"
            aria-labelledby={headingId}
            hidden={!isSectionVisible(state, section.id)}
          >
            <h3 id={headingId} className="vela-record-form__section-title">
              {section.title}
            </h3>
            <div
              className="vela-record-form__grid"
              style={{ '--vela-form-columns': columns } as CSSProperties}
            >
              {fields.map((field) =>
                field.children.length > 0
                  ? // A section that is just this group already says its name.
                    renderGroup(field, !(fields.length === 1 && field.label === section.title))
                  : renderField(field, section.colNum === 1 || FULL_ROW.has(field.type) ? columns : 1),
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}
