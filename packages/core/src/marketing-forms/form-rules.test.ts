import { describe, expect, it } from 'vitest';
import {
  checkMarketingForm,
  checkMarketingSubmission,
  MARKETING_FORM_TEMPLATES,
  MARKETING_TEMPLATE_FIELDS,
} from './form-rules.js';

const choices = ['name', 'lastname', 'email', 'company', 'title', 'phone', 'description'].map((api) => ({
  api,
  type: api === 'email' ? 'E' : 'S',
  label: api[0]?.toUpperCase() + api.slice(1),
}));
const good = {
  name: 'Contact us',
  intro: '',
  thankYou: 'Thanks',
  fields: [
    { api: 'name', label: '', required: true },
    { api: 'email', label: 'Work e-mail', required: true },
  ],
};

describe('marketing form definitions', () => {
  it('every template starts from fillable fields that name the person', () => {
    for (const template of MARKETING_FORM_TEMPLATES) {
      const fields = MARKETING_TEMPLATE_FIELDS[template].map((field) => ({ ...field, label: '' }));
      expect(checkMarketingForm({ ...good, fields }, choices), template).toBeNull();
    }
  });

  it.each([
    ['a title', { name: ' ' }, 'name', 'marketingForms.problem.name'],
    ['a short title', { name: 'x'.repeat(121) }, 'name', 'marketingForms.problem.nameLength'],
    ['a field', { fields: [] }, 'fields', 'marketingForms.problem.noFields'],
    [
      'fillable fields',
      { fields: [{ api: 'ownerid', label: '', required: true }] },
      'fields.0',
      'marketingForms.problem.unknownField',
    ],
    [
      'each field once',
      {
        fields: [
          { api: 'name', label: '', required: true },
          { api: 'name', label: '', required: false },
        ],
      },
      'fields.1',
      'marketingForms.problem.repeatedField',
    ],
    [
      'a required name',
      { fields: [{ api: 'name', label: '', required: false }] },
      'fields',
      'marketingForms.problem.noName',
    ],
    [
      'short labels',
      { fields: [{ api: 'name', label: 'x'.repeat(81), required: true }] },
      'fields.0',
      'marketingForms.problem.labelLength',
    ],
  ])('wants %s', (_rule, change, field, key) => {
    expect(checkMarketingForm({ ...good, ...change }, choices)).toMatchObject({ field, key });
  });

  it('a required last name names the person too', () => {
    expect(
      checkMarketingForm({ ...good, fields: [{ api: 'lastname', label: '', required: true }] }, choices),
    ).toBeNull();
  });
});

describe('a visitor’s answers', () => {
  const fields = [
    { api: 'name', label: 'Your name', type: 'S', required: true },
    { api: 'email', label: 'Work e-mail', type: 'E', required: true },
    { api: 'industry', label: 'Industry', type: 'L', required: false, options: ['Retail', 'Banking'] },
  ];
  it.each([
    ['a required answer', { email: 'a@example.com' }, 'name', 'Enter Your name'],
    [
      'a real e-mail address',
      { name: 'A', email: 'nope' },
      'email',
      'Work e-mail is not a valid e-mail address',
    ],
    [
      'an offered option',
      { name: 'A', email: 'a@example.com', industry: 'Mining' },
      'industry',
      'Choose one of the options of Industry',
    ],
    [
      'only the form’s fields',
      { name: 'A', email: 'a@example.com', ownerid: 'x' },
      'ownerid',
      '"ownerid" is not a field of this form',
    ],
    [
      'answers of a sane length',
      { name: 'x'.repeat(4001), email: 'a@example.com' },
      'name',
      'Your name has at most 4000 characters',
    ],
  ])('wants %s', (_rule, values, field, message) => {
    expect(checkMarketingSubmission(fields, values)).toMatchObject({ field, message });
  });
  it('takes complete answers; optional ones may be empty', () => {
    expect(checkMarketingSubmission(fields, { name: 'A', email: 'a@example.com', industry: '' })).toBeNull();
    expect(
      checkMarketingSubmission(fields, { name: 'A', email: 'a@example.com', industry: 'Retail' }),
    ).toBeNull();
  });
});
