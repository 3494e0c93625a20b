/**
 * The one matching rule of every lookup (issue 32): the storefront's and the back office's selects
 * of airports, cities, countries and nationalities, and any server list filtered by a typed text.
 *
 * - Case- and accent-insensitive: both sides are folded by `foldLookup` (NFD with the combining
 *   marks dropped, and the letters NFD keeps whole: ı→i, ß→ss, ø→o, æ→ae, œ→oe, ł→l, đ/ð→d, þ→th);
 *   every run of other characters (spaces, hyphens, apostrophes, brackets, dashes) is one space.
 * - A candidate matches when the query starts its name or one of its aliases (English and local
 *   names: 'Turkey' of 'Türkiye'), starts a word of one, or starts its code (an airport's IATA code).
 * - Ranked: the exact code first ('lis' is LIS), then an exact name or alias, then a name or alias
 *   that starts with the query, then a word or code that starts with it. Equal ranks keep the
 *   list's own order (by name), so ranking is a stable sort.
 */

/** What a lookup matches a query against: the shown name, other names, and an airport's code. */
export type LookupCandidate = { name: string; aliases?: readonly string[] | null; code?: string | null };

const LETTERS: Record<string, string> = { ı: 'i', ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd', ð: 'd', þ: 'th' };
const SPECIAL = /[ıßøæœłđðþ]/g;

/** Lower case, accents and ligatures folded, one space between words: 'Côte d’Ivoire' → 'cote d ivoire'. */
export function foldLookup(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(SPECIAL, (letter) => LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The ranks `lookupScore` answers, best first; 0 is no match. */
export const LOOKUP_RANK = { code: 4, exact: 3, prefix: 2, word: 1, none: 0 } as const;

/** The rank of an already folded query against a candidate (see `lookupScore`). */
function scoreFolded(query: string, candidate: LookupCandidate): number {
  const code = candidate.code ? foldLookup(candidate.code) : '';
  if (code && code === query) return LOOKUP_RANK.code;
  let best: number = code.startsWith(query) ? LOOKUP_RANK.word : LOOKUP_RANK.none;
  for (const text of [candidate.name, ...(candidate.aliases ?? [])]) {
    const name = foldLookup(text);
    if (name === query) return LOOKUP_RANK.exact;
    if (name.startsWith(query)) best = LOOKUP_RANK.prefix;
    else if (best < LOOKUP_RANK.word && ` ${name}`.includes(` ${query}`)) best = LOOKUP_RANK.word;
  }
  return best;
}

/**
 * How well `query` finds `candidate`: `LOOKUP_RANK.code` (its code exactly), `.exact` (a name or
 * alias exactly), `.prefix` (a name or alias starts with it), `.word` (a word of one, or the code,
 * starts with it), `.none` (no match). An empty query finds everything at the lowest rank.
 */
export function lookupScore(query: string, candidate: LookupCandidate): number {
  const folded = foldLookup(query);
  return folded ? scoreFolded(folded, candidate) : LOOKUP_RANK.word;
}

/** Whether `query` finds `candidate` (an empty query finds everything). */
export const matchesLookup = (query: string, candidate: LookupCandidate): boolean => lookupScore(query, candidate) > LOOKUP_RANK.none;

/**
 * The items `query` finds, best first (ties keep their order); every item, in order, for an empty
 * query. `candidateOf` tells what an item is matched on.
 */
export function rankLookup<T>(query: string, items: readonly T[], candidateOf: (item: T) => LookupCandidate): T[] {
  const folded = foldLookup(query);
  if (!folded) return [...items];
  return items
    .map((item, index) => ({ item, index, score: scoreFolded(folded, candidateOf(item)) }))
    .filter((entry) => entry.score > LOOKUP_RANK.none)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
}
