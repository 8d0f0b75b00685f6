/**
 * The declarations a test can observe in jsdom: whether an element is hidden or takes pointer events. Any
 * value of visibility and pointer-events is kept, since a rule often gives them back to a child
 * (`.ant-modal{pointer-events:none}`, `.ant-modal-content{pointer-events:auto}`).
 */
const HIDING = /display\s*:|visibility\s*:|pointer-events\s*:/i;

/**
 * The rules of a style sheet that hide an element or set its pointer events, the others dropped
 * (see setup.ts). Blocks are split at the top level by braces; an at-rule (@media, @keyframes) is kept whole
 * when anything inside it hides.
 */
export function rulesThatHide(css: string): string {
  const kept: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        const block = css.slice(start, index + 1);
        if (HIDING.test(block)) kept.push(block);
        start = index + 1;
      }
    } else if (char === ';' && depth === 0) start = index + 1;
  }
  return kept.join('\n');
}
