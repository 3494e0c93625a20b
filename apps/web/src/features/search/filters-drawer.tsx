import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

/** The results' filters on a phone, in a drawer from the left: loaded when first opened (./results-page.tsx). */
export default function FiltersDrawer({ opened, onClose, title, children }: { opened: boolean; onClose: () => void; title: string; children: ReactNode }) {
  return (
    <Drawer opened={opened} onClose={onClose} title={title} position="left" size="85%">
      {children}
    </Drawer>
  );
}
