import { Select, type SelectProps } from '@mantine/core';
import { useEffect, useReducer, useRef } from 'react';
import type { Carried } from './deferred';

/** The value setter of an input, past React's own: the change then reaches onChange as typing does. */
const setNativeValue = (input: HTMLInputElement, value: string) =>
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);

/**
 * Mantine's Select in place of its stand-in (./select.tsx): it takes the stand-in's focus, the
 * click that opens its list, and the text typed meanwhile, typed again into it (which opens the
 * list filtered by it, as typing does).
 */
export default function LoadedSelect({ carried, typed, ...props }: SelectProps & { carried: Carried; typed: string | undefined }) {
  const input = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  // One more render once the list is open: Mantine names the open list (aria-expanded) from then on.
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const { focus, open } = carried;
  useEffect(() => {
    const element = input.current;
    if (done.current || !element) return;
    done.current = true;
    if (focus || open || typed !== undefined) element.focus();
    if (typed !== undefined) {
      // Through React's own setter first, so the typed text reads as a change even when the
      // field already shows it (a controlled search value).
      element.value = '';
      setNativeValue(element, typed);
      element.dispatchEvent(new Event('input', { bubbles: true }));
      window.setTimeout(refresh, 0);
    } else if (open) element.click();
  }, [focus, open, typed]);
  return <Select ref={input} {...props} />;
}
