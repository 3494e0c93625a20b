import { Notifications } from '@mantine/notifications';
// After the package: its sheet follows those of the core components it builds on (vite.config.ts).
import '@mantine/notifications/styles.css';
import { useEffect } from 'react';
import { toastsMounted } from './toasts-host';

/**
 * Toasts sit below the header (60 px and its border), centred: the header's menu stays clickable.
 * Mantine renders a container per position and the style goes to each: `bottom: auto` keeps the
 * unused bottom ones from stretching over the page (every toast takes the default position).
 */
const TOASTS_STYLE = { top: 'calc(61px + var(--mantine-spacing-sm))', bottom: 'auto' };

/** Mantine's toasts, loaded with the first toast (./toasts-host.tsx). */
export default function Toasts() {
  useEffect(toastsMounted, []);
  return <Notifications position="top-center" style={TOASTS_STYLE} />;
}
