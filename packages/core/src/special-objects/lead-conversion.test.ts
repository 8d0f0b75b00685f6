import { describe, expect, it } from 'vitest';
import {
  convertedOpportunityCloseDate,
  convertedOpportunityName,
  isConvertedLead,
  LEAD_TO_ACCOUNT,
  leadSaveProblem,
  mapLeadValues,
  orderFromQuoteProblem,
} from './lead-conversion.js';

describe('lead conversion rules', () => {
  it('[S2-C-031] maps a lead to its account, leaving blanks out so defaults apply', () => {
    expect(
      mapLeadValues({ company: 'Acme', industry: 'Retail', rating: '', phone: null }, LEAD_TO_ACCOUNT),
    ).toEqual({
      name: 'Acme',
      industry: 'Retail',
    });
  });

  it('names the new opportunity after the company (the person when there is none) and closes it in 30 days', () => {
    expect(convertedOpportunityName({ company: ' Acme ', name: 'Ann' })).toBe('Acme-');
    expect(convertedOpportunityName({ company: '', name: 'Ann' })).toBe('Ann-');
    expect(convertedOpportunityCloseDate(new Date('2026-11-27T10:00:00Z'))).toBe('2026-12-27');
  });

  it('a converted lead is read-only, and only Convert makes a lead Converted', () => {
    expect(leadSaveProblem('Converted', { title: 'x' })).toBe('converted');
    expect(leadSaveProblem('Open', { status: 'Converted' })).toBe('status');
    expect(leadSaveProblem('Open', { status: 'Working' })).toBeNull();
    expect(isConvertedLead('Lead', { status: 'Converted' })).toBe(true);
    expect(isConvertedLead('Contact', { status: 'Converted' })).toBe(false);
  });

  it('only an accepted quote becomes an order', () => {
    expect(orderFromQuoteProblem('Accepted')).toBeNull();
    expect(orderFromQuoteProblem('Draft')).toContain('accepted');
  });
});
