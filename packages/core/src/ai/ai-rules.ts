/**
 * AI agents' shared rules (issue 24): the tools an agent may be given, its
 * two modes, and how the built-in assistant (no model) reads a question.
 */
export const AI_TOOLS = [
  'searchRecords',
  'readRecord',
  'recordHistory',
  'myWork',
  'draftEmail',
  'prefillForm',
] as const;
export type AiTool = (typeof AI_TOOLS)[number];

/** 'builtin': plain retrieval and templates, no model; 'model': the configured chat-completions endpoint. */
export const AI_MODES = ['builtin', 'model'] as const;
export type AiMode = (typeof AI_MODES)[number];

/** How many records one tool answer names at most. */
export const AI_TOOL_RECORD_LIMIT = 10;
/** Model rounds (answer, tool calls, answer …) one question may take. */
export const AI_MAX_TOOL_ROUNDS = 4;

/** Objects the built-in assistant can prefill a form for, by the words a person uses. */
export const AI_PREFILL_OBJECTS: Readonly<Record<string, string>> = {
  account: 'Account',
  contact: 'Contact',
  lead: 'Lead',
  opportunity: 'Opportunity',
  deal: 'Opportunity',
  task: 'Task',
};

export type AiIntent =
  | { tool: 'searchRecords'; keyword: string }
  | { tool: 'readRecord'; keyword: string }
  | { tool: 'recordHistory'; keyword: string }
  | { tool: 'myWork' }
  | { tool: 'draftEmail'; keyword: string }
  | { tool: 'prefillForm'; objectApi: string; name: string }
  | { tool: 'help' };

/** Words that say what to do or which kind of record, not which record. */
const FILLER = new Set(
  (
    'a an the of for to me my our please can could would you i show open read find search look lookup up ' +
    'get give list tell about details detail detailed record records is where what who which named called ' +
    'account accounts contact contacts lead leads opportunity opportunities deal deals case cases ' +
    'history changes changed change summarise summarize summary draft write compose email e-mail mail ' +
    'new create add with and on in at from'
  ).split(' '),
);

/** The words of a question that name the record: a quoted part, else what is left after the filler. */
export function keywordOf(text: string): string {
  const quoted = /["“«']([^"”»']{1,200})["”»']/.exec(text);
  if (quoted?.[1]) return quoted[1].trim();
  return text
    .replace(/[?!.,;:]+/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !FILLER.has(word.toLowerCase()))
    .join(' ')
    .slice(0, 200);
}

/** The built-in assistant's reading of a question (English phrasing; anything else is searched for). */
export function detectIntent(text: string): AiIntent {
  const lower = text.toLowerCase();
  if (lower.trim() === '' || /^(help|\?|what can you do)/.test(lower.trim())) return { tool: 'help' };
  if (/\b(my|open)\b.*\b(tasks?|approvals?|to-?dos?|work)\b|\bwhat('s| is) (waiting|open)\b/.test(lower))
    return { tool: 'myWork' };
  const prefill = /\b(new|create|add)\s+(?:an?\s+)?(account|contact|lead|opportunity|deal|task)\b(.*)$/.exec(
    lower,
  );
  if (prefill?.[2]) {
    const objectApi = AI_PREFILL_OBJECTS[prefill[2]] ?? 'Account';
    const rest = text.slice(text.length - (prefill[3]?.length ?? 0));
    return { tool: 'prefillForm', objectApi, name: keywordOf(rest) };
  }
  if (/\b(draft|write|compose)\b.*\b(e-?mail|mail|message)\b/.test(lower))
    return { tool: 'draftEmail', keyword: keywordOf(text) };
  if (/\b(history|changes|changed|summari[sz]e|summary)\b/.test(lower))
    return { tool: 'recordHistory', keyword: keywordOf(text) };
  if (/\b(open|read|details?|tell me about|related)\b/.test(lower))
    return { tool: 'readRecord', keyword: keywordOf(text) };
  const keyword = keywordOf(text);
  return keyword === '' ? { tool: 'help' } : { tool: 'searchRecords', keyword };
}
