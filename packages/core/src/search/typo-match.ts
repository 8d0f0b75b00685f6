/**
 * Typo-tolerant prefix search (issue 7): what a person typed matches a word
 * when the word starts with it, or with something a typo or two away. The
 * rule, as Lucene's fuzzy query with prefix_length 1 has it:
 * - the first letter must be right (it keeps the candidates few and is the
 *   letter people get right);
 * - words of 1–3 characters allow no typo, 4–7 one, 8 or more two;
 * - a typo is a letter missing, one too many, one wrong, or two swapped.
 * Server and web both use these functions; the server runs them over the
 * index's vocabulary to turn a typed word into the stored words it meant.
 */

/** Search text is compared lower-cased, without accents. */
export function foldSearchText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** How many typos a typed word of this length may carry. */
export function typoBudget(typed: string): number {
  const length = [...typed].length;
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

/** Only words with a letter in them are corrected: phone numbers and codes must be typed right. */
export function isCorrectable(typed: string): boolean {
  return typoBudget(typed) > 0 && /\p{L}/u.test(typed);
}

/**
 * The fewest typos that turn `typed` into some beginning of `word`
 * (optimal string alignment distance to the closest prefix), or
 * `limit + 1` when it is more than `limit`.
 */
export function prefixTypoDistance(typed: string, word: string, limit: number): number {
  const a = [...typed];
  const b = [...word];
  const n = a.length;
  const m = Math.min(b.length, n + limit);
  // rows[i][j]: distance between a[0..i) and b[0..j).
  let before: number[] = [];
  let previous: number[] = Array.from({ length: m + 1 }, (_, j) => j);
  for (let i = 1; i <= n; i += 1) {
    const current: number[] = [i];
    let rowMinimum = i;
    for (let j = 1; j <= m; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? Number.POSITIVE_INFINITY) + 1,
        (current[j - 1] ?? Number.POSITIVE_INFINITY) + 1,
        (previous[j - 1] ?? Number.POSITIVE_INFINITY) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? Number.POSITIVE_INFINITY) + 1);
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  let best = limit + 1;
  for (let j = 0; j <= m; j += 1) best = Math.min(best, previous[j] ?? best);
  return best;
}

/** Whether `word` (a stored word) is what `typed` meant, by the rule above. */
export function matchesTypedWord(typed: string, word: string): boolean {
  const a = foldSearchText(typed);
  const b = foldSearchText(word);
  if (b.startsWith(a)) return true;
  const budget = typoBudget(a);
  if (budget === 0 || !isCorrectable(a) || a[0] !== b[0]) return false;
  return prefixTypoDistance(a, b, budget) <= budget;
}

/**
 * The stored words a typed word meant, best first (fewest typos, then the
 * word most records use), at most `limit` of them.
 */
export function correctionsOf(
  typed: string,
  vocabulary: ReadonlyArray<{ word: string; uses: number }>,
  limit = 12,
): string[] {
  const a = foldSearchText(typed);
  const budget = typoBudget(a);
  if (!isCorrectable(a)) return [];
  const scored: Array<{ word: string; uses: number; distance: number }> = [];
  for (const entry of vocabulary) {
    const b = foldSearchText(entry.word);
    if (b[0] !== a[0]) continue;
    // A stored word that begins with the typed one once accents are set aside is no typo at all.
    const distance = b.startsWith(a) ? 0 : prefixTypoDistance(a, b, budget);
    if (distance <= budget) scored.push({ word: entry.word, uses: entry.uses, distance });
  }
  scored.sort((x, y) => x.distance - y.distance || y.uses - x.uses || x.word.localeCompare(y.word));
  return scored.slice(0, limit).map((entry) => entry.word);
}
