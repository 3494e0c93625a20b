import { startTransition, useEffect, useState } from 'react';

/** Whether the page has painted once since it loaded; from then on every component starts with true. */
let painted = false;

/**
 * False until the frame after the component first rendered has painted, for work a first paint
 * does not need: the search form's option lists are asked then, so that on a direct load their
 * answers do not share the network and the main thread with the page's code before the first
 * paint (issue 17.4). Once the page has painted, true from the first render.
 */
export function useAfterFirstPaint(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return;
    let timer = 0;
    // A timeout set in an animation frame runs after that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        painted = true;
        // As a transition, React renders what it adds in slices that let the browser answer input.
        startTransition(() => setDone(true));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [done]);
  return done;
}
