// @vitest-environment happy-dom
import { act, createRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useMergeRefs } from './merge-refs';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useMergeRefs (the ScrollArea build hook, issue 32)', () => {
  it('sets an object ref and calls a callback ref with the node, then with null when it leaves; keeps one function while the refs are the same', () => {
    const object = createRef<HTMLDivElement>();
    const seen: (HTMLDivElement | null)[] = [];
    const callback = (node: HTMLDivElement | null) => {
      seen.push(node);
    };
    const merged: unknown[] = [];
    let rerender: () => void = () => {};
    function Box({ show }: { show: boolean }) {
      const [, setTick] = useState(0);
      rerender = () => setTick((n) => n + 1);
      const ref = useMergeRefs([object, callback, undefined]);
      merged.push(ref);
      return show ? <div ref={ref} id="box" /> : null;
    }
    const host = document.createElement('div');
    const root = createRoot(host);
    act(() => root.render(<Box show />));
    const node = host.querySelector('#box');
    expect(object.current).toBe(node);
    expect(seen).toEqual([node]);
    act(() => rerender());
    expect(merged.at(-1)).toBe(merged[0]);
    act(() => root.render(<Box show={false} />));
    expect(object.current).toBeNull();
    expect(seen).toEqual([node, null]);
    act(() => root.unmount());
  });

  it('answers null when no ref is given', () => {
    let merged: unknown = 'unset';
    function Box() {
      merged = useMergeRefs<HTMLDivElement>([undefined, null]);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Box />));
    expect(merged).toBeNull();
    act(() => root.unmount());
  });
});
