import { describe, expect, it } from 'vitest';
import { FRESH_SUCCESS_MS, type ShownToast, toastKey, toastsReplacedBy, toastsToHide } from './toast-rules';

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

  it('closes the error toasts of the page the user leaves, even a second old', () => {
    expect(toastsToHide([toast('e', 'error', '/search')], '/login', at + 1000)).toEqual(['e']);
  });

  it('keeps a success toast that announces the navigation it caused', () => {
    expect(toastsToHide([toast('s', 'success', '/login')], '/', at + 300)).toEqual([]);
  });

  it('closes a success toast of an earlier action on the page left', () => {
    expect(toastsToHide([toast('s', 'success', '/hotels/1/edit')], '/hotels', at + FRESH_SUCCESS_MS + 1)).toEqual(['s']);
  });

  it('keeps the toasts of the page the user goes to (a toast raised while the navigation starts)', () => {
    expect(toastsToHide([toast('e', 'error', '/search', at - 60_000)], '/search', at)).toEqual([]);
  });
});

describe('toastsReplacedBy', () => {
  const error = (message: string, title = 'Please check your search'): ShownToast => ({
    id: toastKey('error', title, message),
    kind: 'error',
    title,
    path: '/',
    at: 0,
  });

  it('replaces the older reason of the same refusal', () => {
    const old = error('Destination is required!');
    const next = error('Nationality is required!');
    expect(toastsReplacedBy([old], next)).toEqual([old.id]);
  });

  it("keeps another action's refusal, the same toast and success toasts", () => {
    const search = error('Destination is required!');
    const save = error('Name is taken', 'Could not save');
    const success: ShownToast = { id: toastKey('success', undefined, 'Saved'), kind: 'success', path: '/', at: 0 };
    expect(toastsReplacedBy([search, save, success], error('Destination is required!'))).toEqual([]);
    expect(toastsReplacedBy([search], { id: 'x', kind: 'success', title: 'Please check your search' })).toEqual([]);
  });
});
