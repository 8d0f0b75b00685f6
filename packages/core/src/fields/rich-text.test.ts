import { describe, expect, it } from 'vitest';
import { safeLinkHref, sanitiseRichText } from './rich-text.js';
import { parseFieldValue } from './value-parsing.js';

/** Payloads from the usual XSS filter-evasion lists: none may leave a tag, handler or script URL. */
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div onmouseover="alert(1)">x</div>',
  '<b onclick=alert(1)>x</b>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<a href="https://ok.example"onclick="alert(1)">x</a>',
  '<a title="x>" onclick="alert(1)">x</a>',
  "<p title='\"><script>alert(1)</script>'>x</p>",
  '<!--<script>alert(1)</script>-->',
  '<!--><script>alert(1)</script>-->',
  '<scr<script>ipt>alert(1)</script>',
  '<<script>alert(1)//<</script>',
  '<style>@import "javascript:alert(1)";</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form><button formaction=javascript:alert(1)>x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<textarea></textarea><script>alert(1)</script>',
  '<img src="x" onerror="alert(1)"',
  '<?xml version="1.0"?><script>alert(1)</script>',
];

/** What would run: any tag but the allow-list, any attribute but href/target/rel, any script scheme. */
function danger(html: string): string[] {
  const found: string[] = [];
  for (const [, tag, attributes] of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    if (!/^(p|br|b|strong|i|em|u|s|ul|ol|li|a|blockquote|h[1-4]|code|pre|span|div)$/.test(tag ?? ''))
      found.push(`tag ${tag}`);
    for (const [, name] of (attributes ?? '').matchAll(/\s([^\s=]+)=/g))
      if (!/^(href|target|rel)$/.test(name ?? '')) found.push(`attribute ${name}`);
  }
  if (/(java|vb)script:|data:/i.test(html.replace(/&[^;]+;/g, ''))) found.push('script URL');
  if (/<script/i.test(html)) found.push('script');
  return found;
}

describe('rich text sanitising (issue 4)', () => {
  it.each(XSS_PAYLOADS)('leaves nothing that runs of %s', (payload) => {
    const clean = sanitiseRichText(payload);
    expect(danger(clean), clean).toEqual([]);
    expect(sanitiseRichText(clean), 'cleaning is idempotent').toBe(clean);
  });

  it('keeps the allow-listed markup, text and entities, and a vetted link', () => {
    expect(
      sanitiseRichText(
        '<p class="x">Tom &amp; Jerry &lt;3 <strong>bold</strong><br/><a href="https://vela.example/a?b=1&amp;c=2">go</a></p>',
      ),
    ).toBe(
      '<p>Tom &amp; Jerry &lt;3 <strong>bold</strong><br><a href="https://vela.example/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">go</a></p>',
    );
  });

  it('unwraps unknown tags, escapes stray brackets and balances tags', () => {
    expect(sanitiseRichText('<table><tr><td>cell</td></tr></table> 1 < 2 > 0 & more')).toBe(
      'cell 1 &lt; 2 &gt; 0 &amp; more',
    );
    expect(sanitiseRichText('<ul><li><b>one</li></ul></i>')).toBe('<ul><li><b>one</b></li></ul>');
  });

  it('links only to http(s)', () => {
    expect(safeLinkHref('vela.example')).toBe('https://vela.example/');
    expect(safeLinkHref('mailto:a@b.c')).toBeNull();
    expect(safeLinkHref('javascript:alert(1)')).toBeNull();
  });

  it('the save check stores rich text clean and measures the clean value', () => {
    const field = { apiName: 'body', label: 'Body', type: 'A' as const, length: 20 };
    expect(parseFieldValue(field, '<p onclick="x()">hi</p><script>x()</script>')).toEqual({
      ok: true,
      value: '<p>hi</p>',
    });
    expect(parseFieldValue(field, `<p>${'x'.repeat(30)}</p>`)).toMatchObject({ ok: false });
  });
});
