import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

const loadToasts = () => import('./toasts');
const Toasts = lazy(loadToasts);

let markShown: () => void = () => {};
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});
/** Resolves once the toasts are on screen (the component mounted): a page that leaves after a toast waits for it. */
export const toastsShown = () => shown;
/** Called by ./toasts.tsx when it has mounted. */
export const toastsMounted = () => markShown();

/**
 * Two seconds after the page has loaded, once the browser is idle (at the latest 3 s later):
 * `task`, without delaying the page. A page's largest content often comes after its load event
 * (the results wait for the search): fetched earlier, the toasts would compete with it for a
 * phone's bandwidth (issue 17.4).
 */
function whenIdle(task: () => void) {
  const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task, { timeout: 3000 }) : task());
  const run = () => window.setTimeout(idle, 2000);
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/**
 * Where the toasts render. A toast is an entry of Mantine's notifications store (./notify.ts);
 * the component that shows them is not part of the first page (issue 17.4): it is fetched once
 * the page is idle, so the first toast shows as fast as before (a profile save reloads the page
 * 0.6 s after its toast), and mounted with the first toast. The store keeps what was shown meanwhile.
 */
export function ToastsHost() {
  const { notifications, queue } = useNotifications();
  useEffect(() => whenIdle(() => void loadToasts()), []);
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
