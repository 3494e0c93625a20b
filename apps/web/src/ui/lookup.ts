import type { ComboboxItem, ComboboxParsedItem, Primitive } from '@mantine/core';
import { type LookupCandidate, lookupScore, rankLookup } from '@travel/contracts';
import type { KeyboardEvent } from 'react';
import type { LookupOption } from '../lib/lookup-option';

/*
 * Lookups find what agents type (issue 32): every searchable Select and MultiSelect, on the
 * storefront and in the back office, filters its options with the one rule of
 * packages/contracts/src/lookup.ts (case- and accent-insensitive, the start of any word of the label
 * or of an alias, an airport's code; ranked: exact code, exact name, name start, word start), and
 * Enter with a typed text picks the first option. Both are the theme's defaults for Select and
 * MultiSelect (main.tsx, `LOOKUP_SELECT_DEFAULTS`), so no select is left out.
 */

/** An option as the filter gets it: Mantine's, with the fields of a `LookupOption` (lib/lookup-option.ts). */
type Item = ComboboxItem<Primitive> & Pick<LookupOption, 'aliases' | 'code'>;
const candidateOf = (item: Item): LookupCandidate => ({ name: item.label, aliases: item.aliases, code: item.code });
const isGroup = <V extends Primitive>(entry: ComboboxParsedItem<V>): entry is Extract<ComboboxParsedItem<V>, { group: unknown }> => 'group' in entry;

/**
 * The options `search` finds, best first (ties in the list's order), at most `limit`. Groups keep
 * their best options, the group holding the best one first (the airport whose code is typed leads
 * the places of a transfer). An empty search keeps every option, in order.
 */
export function lookupFilter<V extends Primitive>({
  options,
  search,
  limit,
}: {
  options: ComboboxParsedItem<V>[];
  search: string;
  limit: number;
}): ComboboxParsedItem<V>[] {
  let left = limit;
  const take = <T>(items: T[]): T[] => {
    const kept = items.slice(0, Math.max(left, 0));
    left -= kept.length;
    return kept;
  };
  if (!options.some(isGroup)) return take(rankLookup(search, options as (ComboboxItem<V> & Item)[], candidateOf));
  const ranked = options
    .map((entry, index) => {
      if (!isGroup(entry)) return { entry, index, best: lookupScore(search, candidateOf(entry as Item)), items: null };
      const items = rankLookup(search, entry.items as (ComboboxItem<V> & Item)[], candidateOf);
      return { entry, index, best: items[0] ? lookupScore(search, candidateOf(items[0])) : 0, items };
    })
    .filter((r) => r.best > 0)
    .sort((a, b) => b.best - a.best || a.index - b.index);
  const result: ComboboxParsedItem<V>[] = [];
  for (const { entry, items } of ranked) {
    if (left <= 0) break;
    if (items && isGroup(entry)) result.push({ group: entry.group, items: take(items) });
    else result.push(...take([entry]));
  }
  return result;
}

/**
 * Enter in a select's text picks the first option shown, the best match ('lis' + Enter is Lisbon's
 * airport), when the agent has not moved to another with the arrow keys (Mantine picks that one)
 * and the text is not the chosen option's own. The list is the one the field controls while open.
 */
export function pickFirstOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.defaultPrevented) return;
  const input = event.currentTarget;
  if (!input.value.trim()) return;
  const listId = input.getAttribute('aria-controls');
  const list = listId ? input.ownerDocument.getElementById(listId) : null;
  if (!list || list.querySelector('[data-combobox-selected]')) return;
  const chosen = list.querySelector('[data-checked]');
  if (chosen && chosen.textContent === input.value) return;
  const first = list.querySelector<HTMLElement>('[data-combobox-option]:not([data-combobox-disabled])');
  if (!first) return;
  // Not a form's submit: Enter here answers the list.
  event.preventDefault();
  // The best match may be the option already chosen: keep it (a click would take it away).
  if (!first.hasAttribute('data-checked')) first.click();
}

/** The theme's defaults of Select and MultiSelect (main.tsx): the lookup filter and Enter's pick. */
export const LOOKUP_SELECT_DEFAULTS = { filter: lookupFilter, onKeyDown: pickFirstOnEnter } as const;
