import { useState } from 'react';

/** The `tab` of the page's address, if any. */
const tabInAddress = (): string | null => (typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('tab'));

/** Writes the open tab into the address without a history entry (the first tab is the address without `tab`). */
function keepTabInAddress(tab: string | null) {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  if (tab) url.searchParams.set('tab', tab);
  else url.searchParams.delete('tab');
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

/** One check of a tabbed form: `refused` marks its errors and answers whether the values are refused. */
export type TabCheck = {
  tab: string;
  refused: () => boolean;
  /** Grid tabs show their row errors only once a save has been refused. */
  showsErrors?: boolean;
};

/**
 * The open tab of a tabbed entity form and its save checks: a refused save opens the tab of the
 * first refused check (later checks do not run); EntityForm then focuses the refused field. The
 * open tab lives in the address too (`?tab=`), so a reload opens the same tab.
 */
export function useTabChecks(first: string) {
  // The open tab is in the address (`?tab=pricing`, issue 32): a reload, a shared link or Back to the page keeps the place.
  const [tab, setOpenTab] = useState(() => tabInAddress() ?? first);
  const setTab = (next: string) => {
    setOpenTab(next);
    keepTabInAddress(next === first ? null : next);
  };
  const [showErrors, setShowErrors] = useState(false);
  const validate = (checks: TabCheck[]) => {
    const refused = checks.find((check) => check.refused());
    if (!refused) return true;
    if (refused.showsErrors) setShowErrors(true);
    setTab(refused.tab);
    return false;
  };
  return { tab, setTab, showErrors, validate };
}
