import { useState } from 'react';

/** One check of a tabbed form: `refused` marks its errors and answers whether the values are refused. */
export type TabCheck = {
  tab: string;
  refused: () => boolean;
  /** Grid tabs show their row errors only once a save has been refused. */
  showsErrors?: boolean;
};

/**
 * The open tab of a tabbed entity form and its save checks: a refused save opens the tab of the
 * first refused check (later checks do not run); EntityForm then focuses the refused field.
 */
export function useTabChecks(first: string) {
  const [tab, setTab] = useState(first);
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
