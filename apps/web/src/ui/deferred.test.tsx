// @vitest-environment happy-dom
import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { type Carried, type Deferred, deferred, useStandIn, useTakeOver } from './deferred';

/* A widget that shows a stand-in until its code is loaded (issue 17.4), then takes its place. */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
});

/** The real widget: a button that counts its clicks and says what it took over. */
function Real({ carried, name }: { carried: Carried; name: string }) {
  const button = useRef<HTMLButtonElement>(null);
  useTakeOver(button, carried);
  return (
    <button
      ref={button}
      type="button"
      data-real={name}
      onClick={(event) => (event.currentTarget.dataset.clicks = String(Number(event.currentTarget.dataset.clicks ?? 0) + 1))}
    >
      {name}
    </button>
  );
}
type Module = { Real: typeof Real };

function Widget({ code, name }: { code: Deferred<Module>; name: string }) {
  const { ready, props, carried } = useStandIn<Module, HTMLButtonElement>(code);
  if (ready) return <ready.Real carried={carried()} name={name} />;
  return (
    <button type="button" data-stand-in={name} {...props}>
      {name}
    </button>
  );
}

/** A deferred module whose loading the test finishes (`arrive`), counting how often it was asked for. */
function controlled() {
  let arrive: () => void = () => {};
  let asked = 0;
  const code = deferred<Module>(() => {
    asked += 1;
    return new Promise((resolve) => {
      arrive = () => resolve({ Real });
    });
  });
  return { code, asked: () => asked, arrive: () => act(async () => arrive()) };
}

function mount(code: Deferred<Module>, names = ['a']) {
  container = document.createElement('div');
  document.body.appendChild(container);
  act(() => {
    root = createRoot(container);
    root.render(names.map((name) => <Widget key={name} code={code} name={name} />));
  });
  return {
    standIn: (name = 'a') => container.querySelector<HTMLButtonElement>(`[data-stand-in="${name}"]`),
    real: (name = 'a') => container.querySelector<HTMLButtonElement>(`[data-real="${name}"]`),
  };
}

const fire = (element: Element, type: string) => act(() => void element.dispatchEvent(new Event(type, { bubbles: true })));

describe('a deferred widget', () => {
  it('shows its stand-in and loads its code once, on the first sign of use', async () => {
    const { code, asked, arrive } = controlled();
    const widget = mount(code);
    expect(asked()).toBe(0);
    fire(widget.standIn()!, 'pointerover');
    act(() => widget.standIn()!.focus());
    expect(asked()).toBe(1);
    await arrive();
    expect(widget.standIn()).toBeNull();
    expect(widget.real()).not.toBeNull();
  });

  it('waits for the click of a press under way, then opens the real widget with the focus', async () => {
    const { code, arrive } = controlled();
    const widget = mount(code);
    fire(widget.standIn()!, 'pointerdown');
    await arrive();
    // Loaded, but the press has not ended in its click: the stand-in stays.
    expect(widget.real()).toBeNull();
    act(() => widget.standIn()!.focus());
    act(() => widget.standIn()!.click());
    expect(widget.standIn()).toBeNull();
    expect(widget.real()!.dataset.clicks).toBe('1');
    expect(document.activeElement).toBe(widget.real());
  });

  it('hands the focus over without opening when the stand-in was only focused', async () => {
    const { code, arrive } = controlled();
    const widget = mount(code);
    act(() => widget.standIn()!.focus());
    await arrive();
    expect(document.activeElement).toBe(widget.real());
    expect(widget.real()!.dataset.clicks).toBeUndefined();
  });

  it('replaces every stand-in of the same code once one of them asked for it', async () => {
    const { code, asked, arrive } = controlled();
    const widget = mount(code, ['a', 'b']);
    act(() => widget.standIn('a')!.focus());
    await arrive();
    expect(asked()).toBe(1);
    expect([widget.real('a'), widget.real('b')].every(Boolean)).toBe(true);
    // The one nobody touched is not focused nor opened.
    expect(widget.real('b')!.dataset.clicks).toBeUndefined();
    expect(document.activeElement).toBe(widget.real('a'));
  });
});
