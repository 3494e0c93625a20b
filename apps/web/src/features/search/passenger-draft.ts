import type { SearchParams } from './results-search';

/**
 * What the agent typed on Passenger Details, kept in the tab's session storage per search so a
 * reload (or going back to change a room) keeps it; cleared once the booking is made.
 */
export type PassengerDraft = {
  values: Record<string, Record<string, string>>;
  comment: string;
  agent: string | null;
  requests: string[];
};

export const DRAFT_PREFIX = 'traveldesk.passengers:';

/** The search the draft belongs to: where, when, who (not the filters, page or wizard place). */
export const draftKey = (params: SearchParams) =>
  DRAFT_PREFIX +
  JSON.stringify([
    params.searchMode,
    params.toId ?? null,
    params.nationalityId ?? null,
    params.startDate ?? null,
    params.endDate ?? null,
    params.rooms ?? null,
  ]);

export const emptyDraft = (): PassengerDraft => ({ values: {}, comment: '', agent: null, requests: [] });

export function loadDraft(key: string, storage: Storage = sessionStorage): PassengerDraft {
  try {
    const saved = JSON.parse(storage.getItem(key) ?? 'null') as Partial<PassengerDraft> | null;
    if (!saved || typeof saved !== 'object') return emptyDraft();
    return {
      values: saved.values && typeof saved.values === 'object' ? saved.values : {},
      comment: typeof saved.comment === 'string' ? saved.comment : '',
      agent: typeof saved.agent === 'string' ? saved.agent : null,
      requests: Array.isArray(saved.requests) ? saved.requests.filter((r): r is string => typeof r === 'string') : [],
    };
  } catch {
    return emptyDraft();
  }
}

export function saveDraft(key: string, draft: PassengerDraft, storage: Storage = sessionStorage) {
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or refused storage only loses the draft's reload safety, never the booking.
  }
}

export const clearDraft = (key: string, storage: Storage = sessionStorage) => storage.removeItem(key);
