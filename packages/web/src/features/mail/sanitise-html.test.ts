import { describe, expect, it } from 'vitest';
import { sanitiseMailHtml } from './sanitise-html.js';

describe('HTML mail before display (issue 23)', () => {
  it('[S1-R-100] scripts, event handlers, javascript: links and forms are removed', () => {
    const { html } = sanitiseMailHtml(
      '<p onclick="steal()">Hello</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><form action="https://evil"><input name="p"></form><iframe src="https://evil"></iframe>',
      false,
    );
    expect(html).toContain('<p>Hello</p>');
    expect(html).not.toMatch(/script|onclick|javascript:|<form|<input|<iframe/i);
  });

  it('[S1-R-100] remote images are blocked until allowed; inline content stays', () => {
    const source =
      '<img src="https://tracker.example/pixel.gif" alt="t"><img src="data:image/png;base64,iVBORw0KGgo=" alt="inline"><div style="background:url(https://tracker.example/bg.png)">x</div>';
    const blocked = sanitiseMailHtml(source, false);
    expect(blocked.blockedImages).toBe(2);
    expect(blocked.html).not.toMatch(/\ssrc="https:\/\/tracker/);
    expect(blocked.html).not.toContain('url(');
    expect(blocked.html).toContain('data:image/png');
    const allowed = sanitiseMailHtml(source, true);
    expect(allowed.blockedImages).toBe(0);
    expect(allowed.html).toContain('src="https://tracker.example/pixel.gif"');
  });

  it('[S1-R-100] links open in a new tab without the opener', () => {
    const { html } = sanitiseMailHtml('<a href="https://example.com">site</a>', false);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
