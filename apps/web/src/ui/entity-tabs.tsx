import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

/** A tab of an entity form: its value, label and panel; `hidden` leaves it out (a permission not held). */
export type EntityTab = { value: string; label: string; panel: ReactNode; hidden?: boolean };

/**
 * The tabs of an entity form (issue 11.3). Controlled, so the form's validation can open the tab
 * of the first refused field; a panel mounts only while shown, its state living in the form.
 */
export function EntityTabs({ tabs, value, onChange }: { tabs: EntityTab[]; value: string; onChange: (value: string) => void }) {
  const shown = tabs.filter((tab) => !tab.hidden);
  // A tab named by the address that this page does not show (hidden, or mistyped) opens the first one.
  const current = shown.some((tab) => tab.value === value) ? value : (shown[0]?.value ?? value);
  return (
    <Tabs value={current} onChange={(next) => next && onChange(next)} keepMounted={false}>
      <Tabs.List>
        {shown.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {shown.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
