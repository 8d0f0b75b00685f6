import { SUPPORTED_LANGUAGES } from '@vela/core';
import { describe, expect, it } from 'vitest';
import { DEMO_APPS, type DemoMenuItem } from '../../../shell/demo-menus.js';
import { defaultLayout } from '../../install-object.js';
import { labelIn } from '../../metadata-model.js';
import { expandFields } from '../expand-fields.js';
import { STANDARD_OBJECTS } from '../index.js';
import { catalogueLabels } from './index.js';

/** The objects the demo works with every day: each of their labels is shown in all 16 languages. */
const MAIN_OBJECTS = [
  'account',
  'contact',
  'lead',
  'opportunity',
  'velacase',
  'quote',
  'velaorder',
  'invoices',
  'product',
  'task',
  'event',
  // The product lines a quote, order or invoice prints and edits.
  'quotedetail',
  'velaorderdetail',
  'invoicedetail',
];
/** Currency codes read the same in every language. */
const UNTRANSLATED_FIELDS = new Set(['currency']);

function mainObjectLabels(): Set<string> {
  const labels = new Set<string>();
  for (const object of STANDARD_OBJECTS.filter((entry) => MAIN_OBJECTS.includes(entry.api.toLowerCase()))) {
    labels.add(object.label);
    labels.add(object.plural);
    const fields = expandFields(object);
    for (const field of fields) {
      // Region names are the regions' own labels (regions.ts), not the catalogue's words.
      if (field.group && field.type === 'L') {
        labels.add(field.label);
        continue;
      }
      labels.add(field.label);
      if (!UNTRANSLATED_FIELDS.has(field.api))
        for (const option of field.options ?? []) labels.add(option[1]);
    }
    for (const layout of object.layouts ?? [defaultLayout(object, fields)])
      for (const section of layout.sections) labels.add(section.title);
    for (const recordType of object.recordTypes ?? []) labels.add(recordType.name);
  }
  return labels;
}

function menuNames(items: readonly DemoMenuItem[]): string[] {
  return items.flatMap((item) => [item.name, ...menuNames(item.children ?? [])]);
}

describe('catalogue translations', () => {
  const wanted = [...mainObjectLabels(), ...DEMO_APPS.flatMap((app) => [app.name, ...menuNames(app.menu)])];

  it('[S1-K-034] has every label of the main objects and every demo app and menu item in all 16 languages', () => {
    const missing: string[] = [];
    for (const english of wanted) {
      const labels = catalogueLabels(english);
      for (const language of SUPPORTED_LANGUAGES) {
        // English and British English read the English label itself.
        if (language === 'en' || language === 'en-GB') continue;
        const shown = labelIn(labels, '', language);
        if (!shown) missing.push(`${language}: ${english}`);
      }
    }
    expect(missing).toEqual([]);
    expect(wanted.length).toBeGreaterThan(200);
  });

  it('puts an address part label together from its group and part', () => {
    expect(catalogueLabels('Billing address: city').de).toBe('Rechnungsadresse: Stadt');
    expect(catalogueLabels('No such words')).toEqual({});
  });
});
