import type { FieldDefinition, FieldTypeCode, PicklistValue } from '@vela/core';
import { Card, ConfigProvider } from 'antd';
import { type ReactElement, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { velaTheme } from '../../../app/theme.js';
import '../../../app/global.css';
import { applyLanguage, initI18n, type Language, useLocaleState } from '../../../i18n/index.js';
import { useGlobalStore } from '../../../state/index.js';
import type { UserInfo } from '../../../state/shell-types.js';
import { FieldGroup } from '../FieldGroup.js';
import { FieldWidget } from '../FieldWidget.js';
import type { FieldValue, FieldWidgetProps } from '../widget-contract.js';

/*
 * A development page with every widget in its states — editable, with an
 * error, disabled with a hint, read-only — so they can be looked at and
 * screenshotted in a real browser. Served by `vite` from widget-gallery.html;
 * the production build does not include it. The api calls it makes are
 * answered by whoever serves it (the screenshot script routes them).
 */

function field(type: FieldTypeCode, label: string, extra: Partial<FieldDefinition> = {}): FieldDefinition {
  return {
    id: `fld-${label}`,
    objectId: 'account',
    apiName: extra.apiName ?? label.toLowerCase().replace(/\W+/g, '_'),
    label,
    type,
    required: false,
    editable: true,
    unique: false,
    defaultValue: null,
    length: null,
    decimalPlaces: null,
    placeholder: '',
    helpText: '',
    isTracked: false,
    labels: {},
    ...extra,
  };
}

const RATINGS: PicklistValue[] = [
  { codekey: 'hot', codevalue: 'Hot', isdefaultvalue: false, order: 0 },
  { codekey: 'warm', codevalue: 'Warm', isdefaultvalue: false, order: 1 },
  { codekey: 'cold', codevalue: 'Cold', isdefaultvalue: false, order: 2 },
];

interface Sample {
  field: FieldDefinition;
  value: FieldValue;
  extra?: Partial<FieldWidgetProps>;
}

const SAMPLES: Sample[] = [
  { field: field('S', 'Account name', { length: 80, required: true }), value: 'Northwind Traders' },
  { field: field('B', 'Active'), value: true },
  { field: field('N', 'Employees', { length: 8, decimalPlaces: 0 }), value: 1250 },
  { field: field('P', 'Probability', { schemefieldLength: 3, decimalPlaces: 0 }), value: 75 },
  {
    field: field('c', 'Annual revenue', { length: 18, decimalPlaces: 2 }),
    value: 1234567.5,
    extra: { currencyCode: 'EUR' },
  },
  { field: field('D', 'Close date'), value: '2026-05-01' },
  { field: field('F', 'Meeting starts'), value: '2026-05-01 08:30:00' },
  { field: field('T', 'Opens at'), value: '09:00:00' },
  { field: field('L', 'Rating'), value: 'warm', extra: { options: RATINGS } },
  { field: field('Q', 'Interests'), value: ['hot', 'cold'], extra: { options: RATINGS } },
  {
    field: field('Y', 'Parent account', { id: 'fld-parent' }),
    value: '001A',
    extra: { lookupNames: { '001A': 'Nordic Steel' } },
  },
  {
    field: field('MR', 'Owners', { id: 'fld-owners' }),
    value: ['005A', '005B'],
    extra: { lookupNames: { '005A': 'Sam Sales', '005B': 'Maria Manager' } },
  },
  { field: field('E', 'E-mail'), value: 'sales@northwind.example' },
  { field: field('H', 'Phone'), value: '+44 20 7946 0000' },
  { field: field('U', 'Website'), value: 'northwind.example' },
  { field: field('X', 'Description'), value: 'Long-standing customer.\nPrefers e-mail.' },
  { field: field('A', 'Notes'), value: '<p>Met at <b>Hannover Messe</b></p><ul><li>follow up</li></ul>' },
  { field: field('V', 'Account number'), value: 'ACC-000123' },
  { field: field('Z', 'Margin'), value: '42%' },
  { field: field('file', 'Attachments', { length: 3 }), value: ['filAAAAAAAAAAAAAAAAAAAA'] },
  { field: field('IMG', 'Logo'), value: null },
];

type Mode = 'edit' | 'error' | 'disabled' | 'readOnly';

function Widget(props: { sample: Sample; mode: Mode }): ReactElement {
  const { sample, mode } = props;
  const [value, setValue] = useState<FieldValue>(sample.value);
  const inputId = `${mode}-${sample.field.apiName}`;
  return (
    <div className="gallery-field">
      <label htmlFor={inputId} className="gallery-label">
        {sample.field.required ? <span className="gallery-required">* </span> : null}
        {sample.field.label}
      </label>
      <FieldWidget
        field={sample.field}
        objectApi="Account"
        value={mode === 'error' ? null : value}
        inputId={inputId}
        disabled={mode === 'disabled'}
        disabledHint={mode === 'disabled' ? 'Choose a country first' : undefined}
        readOnly={mode === 'readOnly'}
        required={sample.field.required}
        error={mode === 'error' ? `Please enter ${sample.field.label}` : undefined}
        onChange={setValue}
        onBlur={() => {}}
        getFormValues={() => ({})}
        {...sample.extra}
      />
    </div>
  );
}

const ADDRESS = field('AD', 'Billing address', { apiName: 'billing' });
const ADDRESS_PARTS = [
  ['00', 'country'],
  ['01', 'province'],
  ['02', 'city'],
  ['03', 'county'],
  ['04', 'street'],
  ['05', 'postal code'],
  ['longitude', 'longitude'],
].map(([suffix, label]) =>
  field(
    suffix === '04' || suffix === '05' ? 'S' : suffix === 'longitude' ? 'N' : 'L',
    `Billing address: ${label}`,
    {
      apiName: `billing${suffix}`,
      parentFieldApi: 'billing',
    },
  ),
);

function Address(): ReactElement {
  const [values, setValues] = useState<Record<string, FieldValue>>({
    billing00: 'China',
    billing04: '1 Century Avenue',
  });
  return (
    <FieldGroup
      field={ADDRESS}
      subFields={ADDRESS_PARTS}
      inputIdOf={(sub) => `addr-${sub.apiName}`}
      renderField={(sub) => {
        const controlling =
          sub.apiName === 'billing02'
            ? values.billing01
            : sub.apiName === 'billing03'
              ? values.billing02
              : null;
        const dependent = sub.apiName === 'billing02' || sub.apiName === 'billing03';
        return (
          <FieldWidget
            field={sub}
            objectApi="Account"
            value={values[sub.apiName] ?? null}
            inputId={`addr-${sub.apiName}`}
            options={
              sub.apiName === 'billing00'
                ? [{ codekey: 'China', codevalue: 'China', isdefaultvalue: false, order: 0 }]
                : sub.apiName === 'billing01'
                  ? [{ codekey: 'Shanghai', codevalue: 'Shanghai', isdefaultvalue: false, order: 0 }]
                  : []
            }
            disabled={dependent && !controlling}
            disabledHint={dependent && !controlling ? 'Choose the province first' : undefined}
            readOnly={false}
            required={false}
            onChange={(next) => setValues((previous) => ({ ...previous, [sub.apiName]: next }))}
            onBlur={() => {}}
          />
        );
      }}
    />
  );
}

function Gallery(): ReactElement {
  const mode = (new URLSearchParams(window.location.search).get('mode') ?? 'edit') as Mode;
  return (
    <div className="gallery">
      <h1>Field widgets — {mode}</h1>
      <Card size="small">
        <div className="gallery-grid">
          {SAMPLES.map((sample) => (
            <Widget key={sample.field.apiName} sample={sample} mode={mode} />
          ))}
        </div>
      </Card>
      {mode === 'edit' ? (
        <Card size="small" title="Billing address" style={{ marginTop: 16 }}>
          <Address />
        </Card>
      ) : null}
    </div>
  );
}

const style = document.createElement('style');
style.textContent = `
  body { margin: 0; background: #f3f5f8; }
  .gallery { padding: 16px 24px; max-width: 1180px; }
  .gallery h1 { font-size: 18px; margin: 0 0 12px; }
  .gallery-grid { display: grid; grid-template-columns: 1fr 1fr; gap: 14px 24px; }
  .gallery-field { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
  .gallery-label { font-size: 13px; color: rgba(0,0,0,.75); }
  .gallery-required { color: #d4380d; }
`;
document.head.append(style);

/** As the app does: antd's own texts (and the pickers' date formats) follow the chosen language. */
function Themed(): ReactElement {
  const antdLocale = useLocaleState((state) => state.antdLocale);
  return (
    <ConfigProvider theme={velaTheme()} locale={antdLocale}>
      <MemoryRouter>
        <Gallery />
      </MemoryRouter>
    </ConfigProvider>
  );
}

async function start() {
  localStorage.setItem('vela.accessToken', 'gallery-token');
  const params = new URLSearchParams(window.location.search);
  useGlobalStore.setState({
    userInfo: { timeZone: params.get('tz') ?? 'Asia/Shanghai', currencyCode: 'USD' } as UserInfo,
    currencyCode: 'USD',
  });
  await initI18n();
  const language = params.get('lang') as Language | null;
  if (language) await applyLanguage(language);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Themed />
    </StrictMode>,
  );
}

void start();
