import DOMPurify from 'dompurify';

/**
 * HTML mail as shown (issue 23): DOMPurify removes scripts, event handlers,
 * forms and styles that could restyle the page; remote images are blocked
 * (their address kept aside) until the person allows them, so opening a
 * message tells no tracker it was read. Links open in a new tab, without the opener.
 */
export interface SanitisedMail {
  html: string;
  /** Remote images left out. */
  blockedImages: number;
}

const REMOTE = /^(https?:)?\/\//i;

export function sanitiseMailHtml(html: string, allowRemoteImages: boolean): SanitisedMail {
  let blockedImages = 0;
  const purifier = DOMPurify();
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (!allowRemoteImages) {
      const src = node.getAttribute('src');
      if (src && REMOTE.test(src.trim())) {
        node.removeAttribute('src');
        node.setAttribute('data-blocked-src', src);
        blockedImages += 1;
      }
      const background = node.getAttribute('background');
      if (background && REMOTE.test(background.trim())) {
        node.removeAttribute('background');
        blockedImages += 1;
      }
      const style = node.getAttribute('style');
      if (style && /url\s*\(/i.test(style)) {
        node.setAttribute('style', style.replace(/url\s*\([^)]*\)/gi, 'none'));
        blockedImages += 1;
      }
    }
  });
  const clean = purifier.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base'],
    FORBID_ATTR: ['srcset'],
    ALLOW_DATA_ATTR: false,
  });
  return { html: String(clean), blockedImages };
}

/** What the editor hands to the server: the same sanitiser, no images from elsewhere dropped. */
export function sanitiseComposedHtml(html: string): string {
  return sanitiseMailHtml(html, true).html;
}
