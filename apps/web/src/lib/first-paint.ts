import { startTransition, useEffect, useState } from 'react';

/** Whether the page has painted its first content; from then on every component starts with true. */
let painted = false;

/** The longest wait for the browser's word that it painted (a browser without paint timing, a hidden tab). */
const LONGEST_WAIT_MS = 3000;

/**
 * Resolves once the browser has shown the page's first content: its `first-contentful-paint`
 * entry, which comes when the frame is on screen (a timeout set in an animation frame runs before
 * that: the work it started still counted as before the paint). Without paint timing, two frames.
 */
const firstPaint: Promise<void> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        const done = () => {
          painted = true;
          resolve();
        };
        window.setTimeout(done, LONGEST_WAIT_MS);
        try {
          const observer = new PerformanceObserver((list) => {
            if (!list.getEntriesByName('first-contentful-paint').length) return;
            observer.disconnect();
            done();
          });
          observer.observe({ type: 'paint', buffered: true });
        } catch {
          requestAnimationFrame(() => requestAnimationFrame(() => window.setTimeout(done)));
        }
      });

/**
 * False until the page's first content is on screen, for work a first paint does not need: the
 * footer, the search form's option lists, the hero's later pictures, the home page's carousels'
 * code. On a direct load they would otherwise share the network and the main thread with the
 * page's code before its first paint (issue 17.4). Once the page has painted, true from the first
 * render. What it then adds renders as a transition, in slices that let the browser answer input.
 */
export function useAfterFirstPaint(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return;
    let live = true;
    void firstPaint.then(() => {
      if (live) startTransition(() => setDone(true));
    });
    return () => {
      live = false;
    };
  }, [done]);
  return done;
}
