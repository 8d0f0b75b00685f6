import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../languages/index.js';
import { IMPORT_REASON_CODES, importReasonText } from './import-reasons.js';

/** A reason with each parameter standing for itself: `{field}` → `<field>`. */
const PARAMS = new Proxy({} as Record<string, string>, {
  get: (_, name) => `<${String(name)}>`,
  has: () => true,
});

const placeholders = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((match) => match[1]).sort();

describe('import reasons', () => {
  it('every language words every reason, the save pipeline’s keyed refusals included, with no parameter English lacks', () => {
    for (const code of IMPORT_REASON_CODES) {
      const english = importReasonText('en', code, PARAMS);
      for (const language of SUPPORTED_LANGUAGES) {
        const text = importReasonText(language, code, PARAMS);
        expect(text, `${language} ${code}`).not.toMatch(/\{\w+\}/);
        // A translation may leave a parameter out (a shorter sentence), never name one that is not given.
        for (const name of placeholders(text))
          expect(placeholders(english), `${language} ${code}`).toContain(name);
        if (language !== 'en' && language !== 'en-GB') expect(text, `${language} ${code}`).not.toBe(english);
      }
    }
  });
});
