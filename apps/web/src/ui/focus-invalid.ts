/**
 * After a refused save: scroll to the first field marked invalid (Mantine sets aria-invalid on a
 * field with an error) and put the cursor in it. The marks appear on the next render, and a tab
 * opened to show the field mounts later still, so it looks again for a few frames.
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
