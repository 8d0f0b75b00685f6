import { MessageKey } from '@vela/core';
import { describe, expect, it } from 'vitest';
import featuresEn from './feature-messages/en.js';
import { chooseLanguage } from './language-choice.js';
import {
  ANTD_LOCALE_LOADERS,
  CATALOGUE_LOADERS,
  FEATURE_CATALOGUE_LOADERS,
  SUPPORTED_LANGUAGES,
} from './languages.js';
import en from './locales/en.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('[S1-K-034] offers exactly the 16 languages of the spec', () => {
    expect([...SUPPORTED_LANGUAGES].sort()).toEqual(
      [
        'de',
        'en',
        'en-GB',
        'es',
        'fr',
        'it',
        'ja',
        'ko',
        'nl',
        'pl',
        'pt',
        'pt-BR',
        'ru',
        'th',
        'zh-CN',
        'zh-TW',
      ].sort(),
    );
  });

  it('the English catalogue carries every message key the spec names', () => {
    for (const key of Object.values(MessageKey)) expect(en).toHaveProperty([key]);
  });

  const parts = [
    ['shell', en, CATALOGUE_LOADERS],
    ['feature screens', featuresEn, FEATURE_CATALOGUE_LOADERS],
  ] as const;
  it.each(
    SUPPORTED_LANGUAGES.flatMap((language) =>
      parts.map(([part, source, loaders]) => ({ language, part, source, loaders })),
    ),
  )(
    '$language $part catalogue has every key, none empty, with the same placeholders',
    async ({ language, source, loaders }) => {
      const catalogue: Record<string, string> = (await loaders[language]()).default;
      const missing = Object.keys(source).filter((key) => !(key in catalogue));
      expect(missing).toEqual([]);
      const extra = Object.keys(catalogue).filter((key) => !(key in source));
      expect(extra).toEqual([]);
      for (const [key, english] of Object.entries(source)) {
        const text = catalogue[key] ?? '';
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english));
      }
    },
  );

  it('no key is both a shell key and a feature screen key (one would silently hide the other)', () => {
    expect(Object.keys(featuresEn).filter((key) => key in en)).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES.filter((l) => !l.startsWith('en')))(
    '%s is a real translation, not the English text',
    async (language) => {
      const catalogue: Record<string, string> = (await CATALOGUE_LOADERS[language]()).default;
      for (const key of ['auth.signIn', 'label_popup_infoz', 'c2487', 'route.pending'] as const) {
        expect(catalogue[key], `${language} ${key}`).not.toBe(en[key]);
      }
    },
  );

  it.each([
    ['en', 'en'],
    ['en-GB', 'en-gb'],
    ['zh-CN', 'zh-cn'],
    ['zh-TW', 'zh-tw'],
    ['ja', 'ja'],
    ['pt-BR', 'pt-br'],
    ['th', 'th'],
  ] as const)("%s loads antd's matching locale", async (language, antdCode) => {
    const locale = (await ANTD_LOCALE_LOADERS[language]()).default;
    expect(locale.locale.toLowerCase()).toBe(antdCode);
  });
});

describe('chooseLanguage', () => {
  type Choice = Parameters<typeof chooseLanguage>[0];
  it.each<[Choice, string, string]>([
    [{ userLanguage: 'de', orgLanguage: 'fr', browserLanguage: 'zh-CN' }, 'de', 'the user’s language wins'],
    [{ userLanguage: 'zh_CN' }, 'zh-CN', 'server spelling zh_CN'],
    [{ userLanguage: 'zh' }, 'zh-CN', 'bare zh is Simplified Chinese'],
    [{ userLanguage: 'pt_BR' }, 'pt-BR', 'Brazilian Portuguese'],
    [{ userLanguage: 'en_GB' }, 'en-GB', 'British English'],
    [{ userLanguage: 'xx', orgLanguage: 'ja' }, 'ja', 'unknown user language falls to the organisation'],
    [{ orgLanguage: 'ko', browserLanguage: 'zh-CN' }, 'ko', 'organisation default before the browser'],
    [{ browserLanguage: 'zh-CN' }, 'zh-CN', 'browser zh-CN gives Chinese'],
    [{ browserLanguage: 'zh-TW' }, 'en', 'any other browser language gives English'],
    [{ browserLanguage: 'de-DE' }, 'en', 'browser German still gives English'],
    [{}, 'en', 'nothing known gives English'],
  ])('[S1-K-036] %j → %s (%s)', (input, expected, _why) => {
    expect(chooseLanguage(input)).toBe(expected);
  });
});
