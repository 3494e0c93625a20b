import { MantineProvider } from '@mantine/core';
import { type QueryKey, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AnyRouter, createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import { usersEn } from '../features/users/en';
import { accountKitEn } from '../lib/account-en';
import i18n from '../lib/i18n';
import { parseSearch, stringifySearch } from '../lib/url-search';
import { ModalsHost } from '../ui/modals';

/*
 * One way to render a screen in a unit test (issue 28: each page test had built its own
 * providers, router and fetch stub). The app's providers around the screen (texts, Mantine, a
 * fresh query cache without retries, a router with the app's query strings, the dialogs' host),
 * the API answered by the test's `answer` and every call recorded; after each test the screen is
 * unmounted and the stubs undone. Test files still say `// @vitest-environment happy-dom` first.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// The texts every logged-in screen has (app/texts/account.ts): the users' and the kit's.
i18n.addResourceBundle('en', 'translation', { user: usersEn, ...accountKitEn }, true, true);

/** A call the screen made: its method, its path under /api/v1, its query, its JSON body (text otherwise), the URL. */
export type Sent = { method: string; path: string; query: Record<string, string>; body: unknown; url: URL; init: RequestInit | undefined };
/**
 * The fake server: [status, body] for a call, or a Response as it is; nothing (undefined) answers
 * 200 with an empty list (`{ entities: [] }`), what a screen's lookups can live with.
 */
export type Answer = (call: Sent) => [number, unknown] | Response | undefined;

let root: Root | undefined;
let host: HTMLElement | undefined;
/** Takes the screen off the page (a second renderScreen in one test does it first, so each render is fresh). */
function unmountScreen() {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
  host = undefined;
}
afterEach(() => {
  unmountScreen();
  vi.unstubAllGlobals();
});

/** Lets React, the queries and the router settle: `n` turns of the event loop, each inside act(). */
export const tick = async (n = 8) => {
  for (let i = 0; i < n; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};

const bodyOf = (init: RequestInit | undefined): unknown => {
  if (typeof init?.body !== 'string') return init?.body;
  try {
    return JSON.parse(init.body);
  } catch {
    return init.body;
  }
};

/** Stubs fetch with `answer`; every call is pushed on `sent`. */
export function stubApi(answer: Answer = () => undefined, sent: Sent[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string | Request, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const call: Sent = {
        method: init?.method ?? (input instanceof Request ? input.method : 'GET'),
        path: url.pathname.replace(/^\/api\/v1/, ''),
        query: Object.fromEntries(url.searchParams),
        body: bodyOf(init),
        url,
        init,
      };
      sent.push(call);
      const reply = answer(call) ?? [200, { entities: [] }];
      if (reply instanceof Response) return reply;
      const [status, body] = reply;
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

export type RenderOptions = {
  /** The API's answers (see Answer). */
  answer?: Answer;
  /** Where the router starts: the screen's path and query string ('/' by default). */
  address?: string;
  /**
   * The screen is this route's page, given what the route reads: `render(search, params)`. Without
   * it, the screen is `ui`, shown at any address.
   */
  route?: {
    path: string;
    /** The route's search schema (lib/url-search's searchSchema), as the app's route has it. */
    validateSearch?: unknown;
    render: (search: Record<string, unknown>, params: Record<string, string>) => ReactNode;
  };
  /** Answers already in the query cache before the screen renders (a settings answer, a taxonomy). */
  queryData?: [QueryKey, unknown][];
  /** Turns of the event loop to wait after the first render (tick). */
  settle?: number;
};

/**
 * Renders a screen with the app's providers; answers its calls and records them in `sent`. Called
 * again in the same test, it first unmounts the screen before (a fresh page, as a reload).
 */
export async function renderScreen(ui: ReactNode, options: RenderOptions = {}) {
  unmountScreen();
  const sent = stubApi(options.answer);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [key, data] of options.queryData ?? []) client.setQueryData(key, data);
  const { route } = options;
  const rootRoute = createRootRoute(route ? {} : { component: () => ui });
  const page = route
    ? createRoute({
        getParentRoute: () => rootRoute,
        path: route.path,
        validateSearch: route.validateSearch as (search: Record<string, unknown>) => Record<string, unknown>,
        component: function Screen() {
          return route.render(page!.useSearch() as Record<string, unknown>, page!.useParams() as Record<string, string>);
        },
      })
    : undefined;
  const router: AnyRouter = createRouter({
    routeTree: page ? rootRoute.addChildren([page as never]) : rootRoute,
    history: createMemoryHistory({ initialEntries: [options.address ?? route?.path ?? '/'] }),
    parseSearch,
    stringifySearch,
  });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root!.render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <QueryClientProvider client={client}>
            <RouterProvider router={router} />
            <ModalsHost />
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>,
    );
  });
  await tick(options.settle);
  return { sent, client, router, container: host, unmount: unmountScreen };
}

/** An element's text with its white space folded, as a person reads it. */
export const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The button named `name` (its text, or its aria-label); throws when there is none. */
export function button(name: string) {
  const found = [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === name || text(b) === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

/** The input of the field labelled `label` (a required field's label ends with its asterisk, left out here). */
export function field(label: string) {
  const tag = [...document.querySelectorAll('label')].find((l) => text(l).replace(/\s*\*$/, '') === label);
  if (!tag) throw new Error(`no field ${label}`);
  return document.getElementById(tag.htmlFor) as HTMLInputElement;
}

/** What a browser does when a person types into `input`; with `leave`, the person then leaves the field. */
export async function typeInto(input: HTMLInputElement, value: string, { leave = false } = {}) {
  await act(async () => {
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  if (!leave) return;
  await act(async () => input.blur());
  await tick(2);
}

/** Opens the select labelled `label` and picks the option `choice`. */
export async function pick(label: string, choice: string) {
  const input = field(label);
  await act(async () => input.click());
  await tick(2);
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  const option = [...(listbox ?? document).querySelectorAll<HTMLElement>('[role="option"]')].find((o) => text(o) === choice);
  if (!option) throw new Error(`no option ${choice} in ${label}`);
  await act(async () => option.click());
  await tick();
}
