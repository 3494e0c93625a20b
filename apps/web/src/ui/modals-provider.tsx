import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';

/** Tells ./modals.tsx the provider listens: its own effects ran before this one's caller resumes. */
function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(() => {
    // A child's effect runs before its parent's: wait for ModalsProvider's listeners too.
    const timer = window.setTimeout(onMounted, 0);
    return () => window.clearTimeout(timer);
  }, [onMounted]);
  return null;
}

/** Mantine's modals manager, loaded on the first dialog (./modals.tsx). */
export default function LazyModalsProvider({ onMounted }: { onMounted: () => void }) {
  return (
    <ModalsProvider>
      <Mounted onMounted={onMounted} />
    </ModalsProvider>
  );
}
