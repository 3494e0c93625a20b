import { describe, expect, it } from 'vitest';
import { FRESH_SUCCESS_MS, type ShownToast, toastKey, toastsToHide } from './toast-rules';

describe('toastKey', () => {
  it('is the same for the same kind and text, so a repeated toast is shown once', () => {
    expect(toastKey('error', 'Could not save', 'Email is taken')).toBe(toastKey('error', 'Could not save', 'Email is taken'));
    expect(toastKey('error', 'Could not save', 'Email is taken')).not.toBe(toastKey('error', 'Could not save', 'Name is taken'));
    expect(toastKey('success', undefined, 'Saved')).not.toBe(toastKey('error', undefined, 'Saved'));
  });
});

describe('toastsToHide', () => {
  const at = 10_000;
  const toast = (id: string, kind: ShownToast['kind'], path: string, shownAt = at): ShownToast => ({ id, kind, path, at: shownAt });

  it("closes the error toasts of the page the user leaves, even a second old", () => {
    expect(toastsToHide([toast('e', 'error', '/search')], '/login', at + 1000)).toEqual(['e']);
  });

  it('keeps a success toast that announces the navigation it caused', () => {
    expect(toastsToHide([toast('s', 'success', '/login')], '/', at + 300)).toEqual([]);
  });

  it('closes a success toast of an earlier action on the page left', () => {
    expect(toastsToHide([toast('s', 'success', '/hotels/1/edit')], '/hotels', at + FRESH_SUCCESS_MS + 1)).toEqual(['s']);
  });

  it("keeps the toasts of the page the user goes to (a toast raised while the navigation starts)", () => {
    expect(toastsToHide([toast('e', 'error', '/search', at - 60_000)], '/search', at)).toEqual([]);
  });
});
