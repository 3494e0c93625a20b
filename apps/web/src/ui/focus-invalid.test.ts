// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { focusFirstInvalid, focusInvalidOnSubmit } from './focus-invalid';

describe('focusFirstInvalid', () => {
  it('focuses the first field marked invalid in document order', () => {
    document.body.innerHTML = '<form><input id="a"><input id="b" aria-invalid="true"><input id="c" aria-invalid="true"></form>';
    focusFirstInvalid(document.querySelector('form'));
    expect(document.activeElement?.id).toBe('b');
  });

  it('waits for a field that appears on a later frame (a tab opened to show it)', async () => {
    document.body.innerHTML = '<form><input id="a"></form>';
    const form = document.querySelector('form')!;
    focusFirstInvalid(form);
    const late = document.createElement('input');
    late.id = 'late';
    late.setAttribute('aria-invalid', 'true');
    form.append(late);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.activeElement?.id).toBe('late');
  });
});

describe('focusInvalidOnSubmit', () => {
  it('focuses the first field a submit marked invalid, after the render that marks it', async () => {
    document.body.innerHTML = '<form><input id="a"><input id="b"><button id="go">Save</button></form>';
    const stop = focusInvalidOnSubmit(document);
    const form = document.querySelector('form')!;
    document.getElementById('go')!.focus();
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    // The form's checks mark the field on the next render.
    document.getElementById('b')!.setAttribute('aria-invalid', 'true');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.activeElement?.id).toBe('b');
    stop();
  });

  it('leaves the focus alone for a valid submit and for a form that keeps its focus', async () => {
    document.body.innerHTML =
      '<form><input id="a"><button id="go">Save</button></form><form data-keep-focus><input id="c" aria-invalid="true"><button id="go2">Go</button></form>';
    const stop = focusInvalidOnSubmit(document);
    const [valid, kept] = [...document.querySelectorAll('form')];
    document.getElementById('go')!.focus();
    valid!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.activeElement?.id).toBe('go');
    document.getElementById('go2')!.focus();
    kept!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.activeElement?.id).toBe('go2');
    stop();
  });
});
