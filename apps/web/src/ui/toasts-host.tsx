import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Toasts = lazy(() => import('./toasts'));

/**
 * Where the toasts render. A toast is an entry of Mantine's notifications store (./notify.ts);
 * the component that shows them is loaded with the first one, not with the first page (issue
 * 17.4), and stays: the store keeps what was shown while it loads.
 */
export function ToastsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
