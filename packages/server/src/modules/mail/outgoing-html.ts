/**
 * The server's own pass over HTML a person wrote before it is stored or sent
 * (the editor already sanitised it with DOMPurify; this is the second wall,
 * for calls that do not come from our editor): active content goes.
 * Display always sanitises again in the browser (features/mail sanitise-html).
 */
export function stripActiveContent(html: string): string {
  return html
    .replace(/<(script|style|iframe|object|embed|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(script|iframe|object|embed|link|meta|base|form)\b[^>]*>/gi, '')
    .replace(/\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(
      /(href|src|xlink:href|action)\s*=\s*("|')?\s*(javascript|vbscript|data):[^"'\s>]*("|')?/gi,
      '$1="#"',
    );
}
