import { ENGLISH_TOTAL_WORDS, ErrorCode, type PrintDocument } from '@vela/core';
import { describe, expect, it } from 'vitest';
import { findPdfFonts, missingFontProblem, scriptRuns } from './pdf-fonts.js';
import { renderPrintPdf } from './pdf-writer.js';

const machine = (files: string[], env: Record<string, string> = {}) => ({
  env,
  exists: (path: string) => files.includes(path),
});
const CJK_REGULAR = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const CJK_BOLD = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';
const GARUDA = '/usr/share/fonts/truetype/tlwg/Garuda.ttf';

describe('PDF fonts for every language of the UI', () => {
  it("[S1-R-156] finds Debian's Noto Sans CJK, with the face of the reader's region", () => {
    const files = [CJK_REGULAR, CJK_BOLD];
    expect(findPdfFonts('ja', machine(files)).scripts.cjk).toEqual({
      regular: { path: CJK_REGULAR, face: 'NotoSansCJKjp-Regular' },
      bold: { path: CJK_BOLD, face: 'NotoSansCJKjp-Bold' },
    });
    expect(findPdfFonts('zh-TW', machine(files)).scripts.cjk?.regular.face).toBe('NotoSansCJKtc-Regular');
    expect(findPdfFonts('ko', machine(files)).scripts.cjk?.regular.face).toBe('NotoSansCJKkr-Regular');
    expect(findPdfFonts('de', machine(files)).scripts.cjk?.regular.face).toBe('NotoSansCJKsc-Regular');
    expect(findPdfFonts('de', machine(files)).scripts.thai).toBeUndefined();
  });

  it('[S1-R-156] falls back to Garuda for Thai, uses the regular face when no bold exists, and honours the settings', () => {
    expect(findPdfFonts('th', machine([GARUDA])).scripts.thai).toEqual({
      regular: { path: GARUDA },
      bold: { path: GARUDA },
    });
    const own = findPdfFonts('zh-CN', machine(['/fonts/han.otf'], { VELA_PDF_CJK_FONT: '/fonts/han.otf' }));
    expect(own.scripts.cjk?.regular).toEqual({ path: '/fonts/han.otf' });
    // A setting pointing at nothing is passed over for what the machine has.
    const stale = findPdfFonts('zh-CN', machine([CJK_REGULAR], { VELA_PDF_CJK_FONT: '/gone.otf' }));
    expect(stale.scripts.cjk?.regular.path).toBe(CJK_REGULAR);
  });

  it('[S1-R-156] cuts mixed text where the script changes, Latin staying with its neighbours', () => {
    expect(scriptRuns('Q-1 报价单 ใบเสนอ 2')).toEqual([
      { script: 'cjk', text: 'Q-1 报价单 ' },
      { script: 'thai', text: 'ใบเสนอ 2' },
    ]);
    expect(scriptRuns('Plain')).toEqual([{ script: null, text: 'Plain' }]);
  });

  it('[S1-R-156] names the missing font instead of printing boxes', async () => {
    const bare = findPdfFonts('th', machine([]));
    expect(missingFontProblem('Invoice 42', bare)).toBeNull();
    const problem = missingFontProblem('บริการ 云', bare) ?? '';
    expect(problem).toContain('Thai text needs');
    expect(problem).toContain('fonts-thai-tlwg');
    expect(problem).toContain('fonts-noto-cjk');
    expect(problem).toContain('VELA_PDF_CJK_FONT');
    const document: PrintDocument = {
      kind: 'detail',
      heading: 'Account',
      title: 'บริษัท ตัวอย่าง',
      reference: 'a1',
      printedAt: '2026-11-25T10:00:00.000Z',
      sections: [],
      table: null,
      totals: [],
      page: null,
    };
    await expect(
      renderPrintPdf(document, { language: 'th' }, ENGLISH_TOTAL_WORDS, bare),
    ).rejects.toMatchObject({
      code: ErrorCode.TOAST_MESSAGE,
      message: expect.stringContaining('fonts-thai-tlwg'),
    });
  });
});
