import type { FastifyInstance } from 'fastify';

/**
 * What the page's first render needs, written into index.html (issue 17.4). Without it the app
 * painted the home page with the hotel-only headline and tabs, then moved everything down when
 * GET global-settings answered with the packages and flights switched on (a layout shift of
 * 0.2), searched only after that answer (the currency), and found the hero picture, the home
 * page's largest paint, only after GET home-content.
 *
 * - `globalSettings`: GET global-settings as a visitor (site title, logo, modules, currencies,
 *   today). The web uses it at once for a visitor and as a placeholder while a logged-in user's
 *   own answer (the role's menus) comes.
 * - `homeContent` on `/`: GET home-content, and a preload of the first background picture at
 *   high priority, so it arrives with the page's scripts.
 *
 * - `search` on a hotel `/search?…`: the GET search the results page asks first, as a visitor
 *   (b2c prices, the site's default currency), with the query string it was asked with; and a
 *   preload of the top hotel's picture, the page's largest paint. The web uses it only for a
 *   visitor whose page asks exactly that query (apps/web/src/lib/boot.ts); a logged-in user's
 *   page fetches their own prices. The page waits for it at most SEARCH_WAIT_MS: a search not
 *   answered by then goes on and fills the search cache, where the web's own request finds it.
 *
 * All are the API's own answers, asked through the app itself: the page holds exactly what the
 * web would have fetched. If one fails, the page goes without it and the web fetches it.
 */
export type BootData = {
  globalSettings?: unknown;
  homeContent?: { backgroundimages?: { image?: string | null }[] };
  search?: { query: string; answer: { hotels?: { mainImage?: string | null }[] } };
};

/** How long a page waits for its boot search (a cached one answers in a millisecond or two). */
export const SEARCH_WAIT_MS = 250;

/** The results page's wizard parameters, which GET search does not get (apps/web/src/features/search/wizard-url.ts). */
const WIZARD_PARAMS = new Set(['step', 'hotelId', 'options', 'flight', 'fares', 'transferPick', 'visas']);

/**
 * The query string of the GET search a hotel results page asks first, as the web writes it: the
 * page's parameters in their order without the wizard's and the empty ones, then the currency.
 * Undefined for another kind of search.
 */
export function bootSearchQuery(pageQuery: string, currency: string): string | undefined {
  const page = new URLSearchParams(pageQuery);
  if (page.get('searchMode') !== 'hotel') return undefined;
  const query = new URLSearchParams();
  for (const [key, value] of page) if (value !== '' && key !== 'currency' && !WIZARD_PARAMS.has(key)) query.set(key, value);
  query.set('currency', currency);
  return query.toString();
}

const within = <T>(ms: number, promise: Promise<T>): Promise<T | undefined> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });

/** The element the web reads (apps/web/src/lib/boot.ts). */
export const BOOT_ELEMENT_ID = 'boot';

async function apiAnswer(app: FastifyInstance, url: string): Promise<unknown> {
  const res = await app.inject({ method: 'GET', url });
  return res.statusCode === 200 ? res.json() : undefined;
}

/** `url`: the page's path and query string. */
export async function bootDataFor(app: FastifyInstance, url: string): Promise<BootData> {
  const [pathname = '/', pageQuery = ''] = url.split(/\?(.*)/s);
  const settings = apiAnswer(app, '/api/v1/global-settings');
  const search = async (): Promise<BootData['search']> => {
    const currency = ((await settings) as { defaultCurrency?: { code?: string } } | undefined)?.defaultCurrency?.code;
    const query = currency ? bootSearchQuery(pageQuery, currency) : undefined;
    if (!query) return undefined;
    const answer = await within(SEARCH_WAIT_MS, apiAnswer(app, `/api/v1/search?${query}`));
    return answer ? { query, answer: answer as NonNullable<BootData['search']>['answer'] } : undefined;
  };
  const [globalSettings, homeContent, searchAnswer] = await Promise.all([
    settings,
    pathname === '/' ? apiAnswer(app, '/api/v1/home-content') : undefined,
    pathname === '/search' ? search() : undefined,
  ]);
  return { globalSettings, homeContent: homeContent as BootData['homeContent'], search: searchAnswer };
}

/**
 * The code a direct load of a page runs before its first render besides the entry: the route's
 * lazy page and the texts its loader mounts (apps/web/src/app/routes/), named as the Vite manifest
 * names their sources (`*`: every page). The footer and the home page's carousels are not there:
 * they come after the first paint (app/layout/layouts.tsx, simple-pages.tsx). Without it the browser learns of them only once the entry has run, one round trip and one evaluation later (on
 * /login the heading came 0.9 s after the first paint); as modulepreload links they download
 * beside the entry, and the page's first paint has them.
 */
export const PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '*': [],
  '/login': ['src/features/auth/login-page.tsx'],
  '/search': ['src/features/search/results-page.tsx', 'src/app/texts/results.ts'],
};

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;

/**
 * The files to preload per path: each module's chunk, the chunks it imports statically and their
 * stylesheets, the entry's excepted (index.html names it already); a path PAGE_MODULES does not
 * name gets those of every page (`*`). A module missing from the manifest (moved or renamed) is
 * skipped and reported to `warn`.
 */
export function pagePreloads(manifest: Manifest, warn: (message: string) => void = () => {}): (pathname: string) => string[] {
  const filesOf = (modules: readonly string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) return warn(`web: ${key} is not in the build's manifest; it is not preloaded`);
      if (chunk.isEntry || files.has(`/${chunk.file}`)) return;
      files.add(`/${chunk.file}`);
      for (const css of chunk.css ?? []) files.add(`/${css}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(module);
    return [...files];
  };
  const everyPage = PAGE_MODULES['*'] ?? [];
  const pages = new Map(
    Object.entries(PAGE_MODULES).map(([pathname, modules]) => [pathname, filesOf(pathname === '*' ? everyPage : [...modules, ...everyPage])]),
  );
  return (pathname) => pages.get(pathname) ?? pages.get('*') ?? [];
}

/** JSON safe inside a script element: no `</script>` or comment opener can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The built index.html with the boot data before `</head>`, and the hero picture's preload
 * before the first script or stylesheet: the browser asks for it before the thirty-odd
 * scripts, which would otherwise take the six connections of HTTP/1.1 first.
 */
export function renderIndex(template: string, boot: BootData, modules: readonly string[] = []): string {
  const data = Object.fromEntries(Object.entries(boot).filter(([, value]) => value !== undefined));
  let html = template;
  if (modules.length) {
    // A stylesheet is only fetched: the chunk that needs it adds it (crossorigin, as Vite does).
    const links = modules
      .map((file) =>
        file.endsWith('.css')
          ? `  <link rel="preload" as="style" crossorigin href="${attribute(file)}">\n`
          : `  <link rel="modulepreload" crossorigin href="${attribute(file)}">\n`,
      )
      .join('');
    html = html.replace('</head>', `${links}  </head>`);
  }
  if (Object.keys(data).length)
    html = html.replace('</head>', `  <script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptJson(data)}</script>\n  </head>`);
  // The home page's hero, or the results page's top hotel.
  const hero = boot.homeContent?.backgroundimages?.find((item) => item.image)?.image ?? boot.search?.answer.hotels?.[0]?.mainImage;
  if (hero) {
    const preload = `<link rel="preload" as="image" href="${attribute(hero)}" fetchpriority="high" />\n    `;
    const head = html.indexOf('</head>');
    const first = [html.indexOf('<script'), html.indexOf('<link')].filter((i) => i >= 0 && i < head);
    const at = first.length ? Math.min(...first) : head;
    html = `${html.slice(0, at)}${preload}${html.slice(at)}`;
  }
  return html;
}
