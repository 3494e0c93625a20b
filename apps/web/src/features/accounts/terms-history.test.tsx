// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { accountsEn } from './en';
import { TermsHistory } from './terms-history';

/* The admin's history of an agency's terms (issue 31): who changed what, from → to, in words. */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
i18n.addResourceBundle('en', 'translation', { accounts: accountsEn }, true, true);

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

function render(history: Parameters<typeof TermsHistory>[0]['history']) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root!.render(
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <TermsHistory history={history} />
        </I18nextProvider>
      </MantineProvider>,
    ),
  );
  return host;
}

describe('TermsHistory', () => {
  it('writes each change as field: from → to, with who made it; none and Yes/No in words', () => {
    const page = render([
      { at: '2027-03-02T10:15:00Z', user: 'Ada Admin', changes: { creditLimit: { from: '0.00', to: '500.00' }, paymentTermsDays: { from: null, to: 14 } } },
      { at: '2027-03-01T09:00:00Z', user: null, changes: { autoCancel: { from: true, to: false } } },
    ]);
    const rows = [...page.querySelectorAll('tbody tr')].map((tr) => tr.textContent);
    expect(rows[0]).toContain('Ada Admin');
    expect(rows[0]).toContain('Credit limit: 0.00 → 500.00');
    expect(rows[0]).toContain('Payment terms (days): none → 14');
    expect(rows[1]).toContain('System');
    expect(rows[1]).toContain('Auto-cancel: Yes → No');
  });

  it('says when the terms were never changed', () => {
    expect(render([]).textContent).toContain('The terms have not been changed.');
  });
});
