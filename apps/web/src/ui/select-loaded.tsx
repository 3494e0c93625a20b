import { Select, type SelectProps } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { Carried } from './deferred';

/** The value setter of an input, past React's own: the change then reaches onChange as typing does. */
const setNativeValue = (input: HTMLInputElement, value: string) => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);

/**
 * Mantine's Select in place of its stand-in (./select.tsx): it takes the stand-in's focus, the
 * click that opens its list, and the text typed meanwhile, typed again into it (which opens the
 * list filtered by it, as typing does).
 */
export default function LoadedSelect({ carried, typed, ...props }: SelectProps & { carried: Carried; typed: string | undefined }) {
  const input = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  const { focus, open } = carried;
  useEffect(() => {
    const element = input.current;
    if (done.current || !element) return;
    done.current = true;
    if (focus || open || typed !== undefined) element.focus();
    if (typed !== undefined) {
      setNativeValue(element, typed);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    } else if (open) element.click();
  }, [focus, open, typed]);
  return <Select ref={input} {...props} />;
}
