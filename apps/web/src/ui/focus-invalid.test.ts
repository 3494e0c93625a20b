// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { focusFirstInvalid } from './focus-invalid';

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
