import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/*
 * Widgets a page shows at once but nobody uses before reaching for them — a select's list, a menu,
 * a popover, a calendar — weigh more than the rest of the first page (issue 17.4). Such a widget
 * renders a stand-in that looks and reads the same (the field, the button) until its code is
 * loaded: on the first sign of use (the pointer over it, the focus, a press) or when another
 * stand-in of the same code asked for it. The real widget then takes the stand-in's place and what
 * the person did meanwhile: the focus, and the click that opens it.
 */

/** Code loaded once, on first demand; every stand-in waiting for it hears when it is there. */
export type Deferred<M> = { load: () => Promise<M>; get: () => M | null; subscribe: (listener: () => void) => () => void };

export function deferred<M>(importer: () => Promise<M>): Deferred<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const listeners = new Set<() => void>();
  return {
    load: () =>
      (loading ??= importer().then((module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      })),
    get: () => loaded,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What the person did to a stand-in that the real widget takes over. */
export type Carried = { focus: boolean; open: boolean };

/** The handlers a stand-in element spreads, with its ref. */
export type StandInProps<E extends HTMLElement> = {
  ref: RefObject<E | null>;
  onPointerEnter: () => void;
  onFocus: () => void;
  onPointerDown: () => void;
  onPointerCancel: () => void;
  onPointerLeave: () => void;
  onClick: () => void;
};

/**
 * A stand-in's side: starts loading `code` on the first sign of use, and answers the module once
 * it is loaded and no press on the stand-in is under way — the real widget takes its place after
 * the click, never between the press and the click — with what was done to the stand-in.
 */
export function useStandIn<M, E extends HTMLElement>(code: Deferred<M>): { ready: M | null; props: StandInProps<E>; carried: () => Carried } {
  const module = useSyncExternalStore(code.subscribe, code.get);
  const [pressing, setPressing] = useState(false);
  const ref = useRef<E>(null);
  const clicked = useRef(false);
  const start = () => void code.load();
  const release = () => setPressing(false);
  return {
    ready: module && !pressing ? module : null,
    props: {
      ref,
      onPointerEnter: start,
      onFocus: start,
      onPointerDown: () => {
        setPressing(true);
        start();
      },
      onPointerCancel: release,
      onPointerLeave: release,
      onClick: () => {
        clicked.current = true;
        release();
        start();
      },
    },
    // Read while rendering the real widget, when the stand-in is still in the page.
    carried: () => ({ focus: !!ref.current && ref.current === document.activeElement, open: clicked.current }),
  };
}

/**
 * The real widget's side: on its first mount, its element (the field or the button that opens it)
 * takes the stand-in's focus, and the stand-in's click is clicked again, which opens it.
 */
export function useTakeOver(element: RefObject<HTMLElement | null>, carried: Carried) {
  const done = useRef(false);
  const { focus, open } = carried;
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (focus || open) element.current?.focus();
    if (open) element.current?.click();
  }, [element, focus, open]);
}
