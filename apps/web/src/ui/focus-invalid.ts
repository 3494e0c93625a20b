/**
 * After a refused save: scroll to the first field marked invalid (Mantine sets aria-invalid on a
 * field with an error, and aria-describedby on its error text) and put the cursor in it. The marks
 * appear on the next render, and a tab opened to show the field mounts later still, so it looks
 * again for a few frames.
 */
export function focusFirstInvalid(root: HTMLElement | null, attempts = 10): void {
  if (!root) return;
  const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (field) {
    field.scrollIntoView?.({ block: 'center' });
    field.focus({ preventScroll: true });
    return;
  }
  if (attempts > 0) requestAnimationFrame(() => focusFirstInvalid(root, attempts - 1));
}

/**
 * Every form of the app (issue 18.2: a failed save never fails silently): a submit whose checks
 * mark fields invalid takes the user to the first of them, whichever screen's form it is. A form
 * may opt out with `data-keep-focus`. Answers the function that stops listening.
 */
export function focusInvalidOnSubmit(target: Document | HTMLElement = document): () => void {
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('data-keep-focus')) return;
    focusFirstInvalid(form);
  };
  target.addEventListener('submit', onSubmit);
  return () => target.removeEventListener('submit', onSubmit);
}
