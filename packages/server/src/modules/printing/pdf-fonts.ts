import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A font file, and inside a collection (.ttc) the PostScript name of the face to use. */
export interface FontFace {
  path: string;
  face?: string;
}

/** The scripts Noto Sans (the bundled font) cannot draw, each needing a font the machine provides. */
export type ExtraScript = 'cjk' | 'thai';

export interface ScriptFont {
  regular: FontFace;
  bold: FontFace;
}

/** The fonts one PDF draws with: Noto Sans for Latin, Greek and Cyrillic, and what was found for the rest. */
export interface PdfFonts {
  regular: FontFace;
  bold: FontFace;
  scripts: Partial<Record<ExtraScript, ScriptFont>>;
}

const SCRIPT_TEXT: Record<ExtraScript, RegExp> = {
  // CJK punctuation, kana, Hangul jamo and syllables, CJK ideographs, compatibility and full-width forms.
  cjk: /[\u1100-\u11ff\u3000-\u30ff\u3130-\u318f\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/,
  thai: /[\u0e00-\u0e7f]/,
};

/**
 * A text cut where its script changes, so a string mixing Chinese and Thai
 * draws each part with a font that has it. Latin, digits, spaces and
 * punctuation stay with the run around them (every font here has them).
 */
export function scriptRuns(text: string): Array<{ script: ExtraScript | null; text: string }> {
  const runs: Array<{ script: ExtraScript | null; text: string }> = [];
  for (const char of text) {
    const script = scriptsOf(char)[0] ?? null;
    const last = runs[runs.length - 1];
    if (last && (script === null || script === last.script)) last.text += char;
    else if (last && last.script === null) {
      last.text += char;
      last.script = script;
    } else runs.push({ script, text: char });
  }
  return runs;
}

/** What a person installs or sets when a script has no font: said in the refusal. */
export const SCRIPT_FONT_HELP: Record<ExtraScript, { name: string; font: string; setting: string }> = {
  cjk: {
    name: 'Chinese, Japanese or Korean',
    font: 'Noto Sans CJK (Debian package fonts-noto-cjk)',
    setting: 'VELA_PDF_CJK_FONT',
  },
  thai: {
    name: 'Thai',
    font: 'Noto Sans Thai or Garuda (Debian package fonts-noto-core or fonts-thai-tlwg)',
    setting: 'VELA_PDF_THAI_FONT',
  },
};

/** The extra scripts a text uses, in a fixed order. */
export function scriptsOf(text: string): ExtraScript[] {
  return (Object.keys(SCRIPT_TEXT) as ExtraScript[]).filter((script) => SCRIPT_TEXT[script].test(text));
}

/**
 * Noto Sans CJK ships as one collection with a face per region; the reader's
 * language picks the glyph forms (a Japanese reader expects Japanese kanji
 * shapes, a Taiwanese one traditional forms).
 */
function cjkRegion(language: string): 'jp' | 'kr' | 'sc' | 'tc' {
  if (language.startsWith('ja')) return 'jp';
  if (language.startsWith('ko')) return 'kr';
  if (/^zh-(TW|HK|MO|Hant)/i.test(language)) return 'tc';
  return 'sc';
}

export interface FontSearch {
  /** Environment settings: VELA_PDF_CJK_FONT, VELA_PDF_THAI_FONT (a .ttf/.otf, or a Noto Sans CJK .ttc). */
  env: Readonly<Record<string, string | undefined>>;
  exists: (path: string) => boolean;
}

/** Debian's places (fonts-noto-cjk, fonts-noto-core, fonts-thai-tlwg), first found wins. */
const SYSTEM_FONTS: Record<ExtraScript, ReadonlyArray<{ regular: string; bold: string }>> = {
  cjk: [
    {
      regular: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
      bold: '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
    },
  ],
  thai: [
    {
      regular: '/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf',
      bold: '/usr/share/fonts/truetype/noto/NotoSansThai-Bold.ttf',
    },
    {
      regular: '/usr/share/fonts/truetype/tlwg/Garuda.ttf',
      bold: '/usr/share/fonts/truetype/tlwg/Garuda-Bold.ttf',
    },
    {
      regular: '/usr/share/fonts/opentype/tlwg/Garuda.otf',
      bold: '/usr/share/fonts/opentype/tlwg/Garuda-Bold.otf',
    },
  ],
};

function faceOf(path: string, script: ExtraScript, language: string, weight: 'Regular' | 'Bold'): FontFace {
  if (script === 'cjk' && path.toLowerCase().endsWith('.ttc'))
    return { path, face: `NotoSansCJK${cjkRegion(language)}-${weight}` };
  return { path };
}

function findScriptFont(script: ExtraScript, language: string, search: FontSearch): ScriptFont | undefined {
  const configured = search.env[SCRIPT_FONT_HELP[script].setting];
  // A configured font is used as it is, for both weights: the setting names one file.
  if (configured && search.exists(configured)) {
    const face = faceOf(configured, script, language, 'Regular');
    return { regular: face, bold: face };
  }
  for (const candidate of SYSTEM_FONTS[script]) {
    if (!search.exists(candidate.regular)) continue;
    const regular = faceOf(candidate.regular, script, language, 'Regular');
    const bold = search.exists(candidate.bold) ? faceOf(candidate.bold, script, language, 'Bold') : regular;
    return { regular, bold };
  }
  return undefined;
}

const NOTO_SANS: Pick<PdfFonts, 'regular' | 'bold'> = {
  regular: { path: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf') },
  bold: { path: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf') },
};

/** The fonts for a reader's language: bundled Noto Sans, and whatever the machine has for CJK and Thai. */
export function findPdfFonts(
  language: string,
  search: FontSearch = { env: process.env, exists: existsSync },
): PdfFonts {
  const scripts: PdfFonts['scripts'] = {};
  for (const script of Object.keys(SYSTEM_FONTS) as ExtraScript[]) {
    const found = findScriptFont(script, language, search);
    if (found) scripts[script] = found;
  }
  return { ...NOTO_SANS, scripts };
}

/**
 * Why a document cannot become a PDF with these fonts, or null when it can:
 * names the script, the font to install and the setting, so nobody gets a
 * page of empty boxes.
 */
export function missingFontProblem(text: string, fonts: PdfFonts): string | null {
  const missing = scriptsOf(text).filter((script) => !fonts.scripts[script]);
  if (missing.length === 0) return null;
  const parts = missing.map((script) => {
    const help = SCRIPT_FONT_HELP[script];
    return `${help.name} text needs ${help.font}, or ${help.setting} set to a font file`;
  });
  return `This PDF cannot be made: the server has no font for it. ${parts.join('; ')}. The printable page shows the text in the browser's fonts.`;
}
