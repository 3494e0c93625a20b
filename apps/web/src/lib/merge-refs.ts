import { type Ref, type RefCallback, useMemo } from 'react';

/**
 * One callback ref that sets every ref it is given (objects and callbacks), or null when none is
 * given; the same function while the refs are the same. The production build hands it to Mantine's
 * ScrollArea in place of @floating-ui/react's hook of the same name (vite.config.ts
 * `scrollAreaWithoutFloatingUi`): that one import put the whole 15 KB floating-ui chunk on every
 * page with a table or a scrolling column, My Bookings among them (issue 32).
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> | null {
  return useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (node: T | null) => {
      for (const ref of refs) {
        if (typeof ref === 'function') ref(node);
        else if (ref) (ref as { current: T | null }).current = node;
      }
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the refs themselves are the dependencies, as in the hook it replaces
  }, refs);
}
