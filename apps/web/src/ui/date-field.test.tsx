// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../lib/i18n';
import { DateField } from './date-field';

/* The site's one date input (issue 18.4): DD.MM.YYYY on screen, YYYY-MM-DD to its owner. */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
});

/** A DateField owned by a parent keeping the wire value, as the forms do; `seen` records every value it got. */
function mount(initial: string, props: { min?: string; max?: string; required?: boolean } = {}) {
  const seen: string[] = [];
  function Owner() {
    const [value, setValue] = useState(initial);
    return (
      <DateField
        label="Birth Date"
        {...props}
        value={value}
        onChange={(day) => {
          seen.push(day);
          setValue(day);
        }}
      />
    );
  }
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  act(() =>
    root!.render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <Owner />
        </MantineProvider>
      </I18nextProvider>,
    ),
  );
  const input = container.querySelector('input:not([type="hidden"])') as HTMLInputElement;
  return { input, seen };
}

/** What a browser does when a person types: the input's value changes, then an input event. */
function type(input: HTMLInputElement, text: string) {
  act(() => {
    input.focus();
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const leave = (input: HTMLInputElement) => act(() => input.blur());
const errorText = () => container.querySelector('.mantine-InputWrapper-error')?.textContent ?? '';

describe('DateField', () => {
  it('shows the wire day as DD.MM.YYYY and is never a browser date input', () => {
    const { input } = mount('2027-06-15');
    expect(input.value).toBe('15.06.2027');
    expect(input.type).not.toBe('date');
    expect(input.placeholder).toBe('DD.MM.YYYY');
  });

  it('names its clear button after the field, and clearing empties the value (issue 32)', () => {
    const { seen } = mount('1984-03-09');
    const clear = container.querySelector<HTMLButtonElement>('button[aria-label="Clear Birth Date"]');
    expect(clear).not.toBeNull();
    act(() => clear!.click());
    expect(seen).toEqual(['']);
  });

  it('gives the owner YYYY-MM-DD for a typed DD.MM.YYYY (and a pasted YYYY-MM-DD)', () => {
    const { input, seen } = mount('');
    type(input, '03.11.1982');
    expect(seen.at(-1)).toBe('1982-11-03');
    type(input, '1985-06-15');
    expect(seen.at(-1)).toBe('1985-06-15');
    leave(input);
    expect(input.value).toBe('15.06.1985');
  });

  it('describes text that is not a day once the field is left, and empties the value', () => {
    const { input, seen } = mount('2027-06-15', { required: true });
    type(input, '31.02.2027');
    leave(input);
    expect(seen.at(-1)).toBe('');
    expect(errorText()).toBe('Enter the date as DD.MM.YYYY');
  });

  it('keeps a typed day outside min/max and says which days are allowed', () => {
    const { input, seen } = mount('', { min: '2019-01-01', max: '2019-12-31' });
    type(input, '15.06.2021');
    leave(input);
    expect(seen.at(-1)).toBe('2021-06-15');
    expect(errorText()).toBe('Choose a date from 01.01.2019 to 31.12.2019');
  });
});
