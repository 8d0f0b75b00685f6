import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, loadFeatureMessages } from '../../../i18n/index.js';
import { refusalText } from './refusal-text.js';

/** Server refusals with a message key (spec 2 §8) in the person's language, here German. */
describe('refusal text', () => {
  beforeAll(async () => {
    await applyLanguage('de');
    // The refusal texts are feature messages, which a signed-in page loads beside the shell's.
    await loadFeatureMessages();
  });
  afterAll(async () => {
    await applyLanguage('en');
  });
  const text = (item: Parameters<typeof refusalText>[0]) =>
    refusalText(
      item,
      (key, values) => i18next.t(key, values),
      (key) => i18next.exists(key),
    );

  it.each([
    [
      { messageKey: 'c332', orderCheck: 2 },
      'Eine Positionsmenge ist größer als die noch zu fakturierende Menge. Betroffene Positionen: 2.',
    ],
    [
      { messageKey: 'c56', messageParams: { total: '60.00', expected: '100.00' } },
      'Die Forderungsbeträge ergeben nicht die Gesamtsumme. Eingegeben 60.00, erwartet 100.00.',
    ],
    [
      { messageKey: 'c3670', messageParams: { list: 'Zahlungsdetails' } },
      'Eine Bezugsliste benötigt mindestens eine Zeile. (Zahlungsdetails)',
    ],
    [{ messageKey: 'c3684' }, 'Eine Bezugsliste enthält ungültige Zeilen.'],
    [
      { messageKey: 'approvals.locked', messageParams: { approver: 'Maria Manager' } },
      'Dieser Datensatz ist gesperrt, solange er auf die Genehmigung durch Maria Manager wartet: Nur die genehmigende Person oder ein Administrator kann ihn ändern.',
    ],
    // Time entries (issue 22): a locked week and a day over 24 h, from the save guard's key.
    [
      { messageKey: 'timesheets.refusal.approved', messageParams: { week: '2026-11-23' } },
      'Die Woche vom 2026-11-23 ist genehmigt: ihre Stunden können sich nicht mehr ändern',
    ],
    [
      { messageKey: 'timesheets.dayOver', messageParams: { day: '2026-12-14', total: '25' } },
      '2026-12-14: die Stunden ergeben 25 h, mehr als die 24 h eines Tages',
    ],
  ])('[S2-V-014] [S2-V-015] [S2-V-018] [S2-V-019] %j reads in German', (item, expected) => {
    expect(text(item)).toBe(expected);
  });

  it('falls back to returnInfo (undefined here) without a key or with one the catalogue does not know', () => {
    expect(text({})).toBeUndefined();
    expect(text({ messageKey: 'c99999' })).toBeUndefined();
  });
});
