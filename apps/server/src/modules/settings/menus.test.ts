import { describe, expect, it } from 'vitest';
import { multipart, PNG_1PX } from '../../test/factories';
import { apiTestContext, engines } from '../../test/harness';

const link = (title: string, href: string, extra: object = {}) => ({ type: 'customlink', title, link: href, target: '', ...extra });

describe.each(engines)('menus, site settings and global settings API on %s', (engine) => {
  const api = apiTestContext(engine);

  async function saveMenu(menu: string, menuType: string, tree: unknown, headers: Record<string, string> = api.admin.headers) {
    const form = await multipart({ _method: 'PUT', menuType, tree: typeof tree === 'string' ? tree : JSON.stringify(tree) });
    return api.t.app.inject({ method: 'POST', url: `/api/v1/settings/${menu}`, headers: { ...headers, ...form.headers }, payload: form.payload });
  }
  const readMenu = async (menu: string) => (await api.t.app.inject({ method: 'GET', url: `/api/v1/settings/${menu}`, headers: api.admin.headers })).json();
  const globalAs = async (headers: Record<string, string> = {}) => (await api.t.app.inject({ method: 'GET', url: '/api/v1/global-settings', headers })).json();

  describe('GET settings/menus and settings/{menu}', () => {
    it('answers the five menus as options and empty trees before anything is saved', async () => {
      const res = await api.t.app.inject({ method: 'GET', url: '/api/v1/settings/menus', headers: api.admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().entities.map((o: { value: string }) => o.value)).toEqual(['mainMenu', 'mainMenuRight', 'footerMenu1', 'footerMenu2', 'footerMenu3']);
      expect(res.json().entities[0]).toEqual({ value: 'mainMenu', label: 'Main menu' });
      expect(await readMenu('footerMenu2')).toEqual({ menu: 'footerMenu2', label: 'Footer menu 2', data: { default: [], admin: [], agent: [], guest: [] } });
    });

    it('answers 401 without a token and 403 for an agent', async () => {
      expect((await api.t.app.inject({ method: 'GET', url: '/api/v1/settings/menus' })).statusCode).toBe(401);
      expect((await api.t.app.inject({ method: 'GET', url: '/api/v1/settings/mainMenu', headers: api.agent.headers })).statusCode).toBe(403);
      expect((await saveMenu('mainMenu', 'agent', [link('Home', '/')], api.agent.headers)).statusCode).toBe(403);
      expect((await readMenu('mainMenu')).data.agent).toEqual([]);
    });
  });

  describe('POST settings/{menu}', () => {
    const agentTree = [
      link('Home', '/'),
      {
        type: 'customlink',
        title: 'Partners',
        link: '/partners',
        children: [link('Tourism board', 'https://example.com/board', { target: '_blank' }), link('Write to us', 'mailto:desk@example.com')],
      },
      { type: 'currencyswitch', title: '', link: '' },
      {
        type: 'helloname',
        children: [
          { type: 'downloadstatement', title: 'Statement' },
          { type: 'logout', title: 'Logout' },
        ],
      },
      { type: 'currencyrate', title: 'Rates' },
    ];

    it("saves the active type's tree only and answers the four trees, normalised", async () => {
      const res = await saveMenu('mainMenu', 'agent', agentTree);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.data.default).toEqual([]);
      expect(body.data.guest).toEqual([]);
      expect(body.data.agent).toHaveLength(5);
      expect(body.data.agent[1]).toEqual({
        type: 'customlink',
        title: 'Partners',
        link: '/partners',
        target: '',
        label: '',
        children: [
          { type: 'customlink', title: 'Tourism board', link: 'https://example.com/board', target: '_blank', label: '', children: [] },
          { type: 'customlink', title: 'Write to us', link: 'mailto:desk@example.com', target: '', label: '', children: [] },
        ],
      });
      expect(body.data.agent[3]).toMatchObject({ type: 'helloname', title: '', children: [{ type: 'downloadstatement' }, { type: 'logout' }] });
      expect(await readMenu('mainMenu')).toEqual(body);
    });

    const refused: [string, unknown, string][] = [
      [
        'a third level',
        [{ ...link('A', '/a'), children: [{ ...link('B', '/b'), children: [link('C', '/c')] }] }],
        'tree.0.children.0.children: A menu is at most 2 levels deep',
      ],
      ['a missing title', [{ type: 'customlink', link: '/x' }], 'tree.0.title: Title is required'],
      ['a javascript: link', [link('Click', 'javascript:alert(1)')], "tree.0.link: Link must start with http://, https://, mailto: or '/'"],
      ['a protocol-relative link', [link('Elsewhere', '//evil.example')], "tree.0.link: Link must start with http://, https://, mailto: or '/'"],
      [
        'an unknown type',
        [{ type: 'iframe', title: 'x' }],
        'tree.0.type: Type must be one of customlink, logout, helloname, downloadstatement, currencyswitch, currencyrate',
      ],
      ['an unknown target', [link('x', '/x', { target: '_top' })], "tree.0.target: Target must be '' (same page) or '_blank' (new tab)"],
      ['text that is not JSON', '[{', 'tree: must be valid JSON'],
    ];
    it.each(refused)('refuses %s with 400 naming the problem, nothing saved', async (_name, tree, message) => {
      const before = await readMenu('mainMenu');
      const res = await saveMenu('mainMenu', 'agent', tree);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
      expect(await readMenu('mainMenu')).toEqual(before);
    });

    it('refuses an unknown menu type', async () => {
      const res = await saveMenu('mainMenu', 'partner', []);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('menuType: Menu type must be one of default, admin, agent, guest');
    });
  });

  describe('GET global-settings', () => {
    it('is public and answers null menus while nothing is stored, so the web keeps its built-in menu', async () => {
      const res = await api.t.app.inject({ method: 'GET', url: '/api/v1/global-settings' });
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toMatch(/^Authorization\b/);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      const body = res.json();
      expect(body.menus.footerMenu1).toBeNull();
      expect(body.modules).toEqual({
        packageSearch: false,
        flightSearch: false,
        transferSearch: false,
        visaSearch: false,
        visaSearchCount: false,
        searchBar: true,
      });
      expect(body).toMatchObject({
        site_title: 'TravelDesk',
        defaultCurrency: { code: 'EUR' },
        defaultDateFormat: 'DD.MM.YYYY',
        defaultDateTimeFormat: 'DD.MM.YYYY HH:mm',
        footerSubscribeEnabled: true,
      });
      // 1 USD and 1 GBP in euros, from the seeded rates.
      expect(Object.keys(body.currencyRates).sort()).toEqual(['GBP', 'USD']);
      expect(body.currencyRates.USD).toMatch(/^0\.\d+$/);
    });

    it("answers each caller its role's tree, falling back to the default tree", async () => {
      await saveMenu('mainMenu', 'default', [link('Default home', '/')]);
      await saveMenu('mainMenu', 'guest', [link('Guest home', '/'), link('Login', '/login')]);
      await saveMenu('footerMenu1', 'default', [link('About', '/articles/about')]);
      const visitor = await globalAs();
      expect(visitor.menus.mainMenu.map((i: { title: string }) => i.title)).toEqual(['Guest home', 'Login']);
      expect(visitor.menus.footerMenu1.map((i: { title: string }) => i.title)).toEqual(['About']);
      expect(visitor.menus.footerMenu2).toBeNull();
      const asAgent = await globalAs(api.agent.headers);
      expect(asAgent.menus.mainMenu.map((i: { title: string }) => i.title)).toEqual(['Home', 'Partners', '', '', 'Rates']);
      const asAdmin = await globalAs(api.admin.headers);
      expect(asAdmin.menus.mainMenu.map((i: { title: string }) => i.title)).toEqual(['Default home']);
    });

    it('answers 401 for an expired or unknown token rather than the visitor menus', async () => {
      const res = await api.t.app.inject({ method: 'GET', url: '/api/v1/global-settings', headers: { authorization: 'Bearer nope' } });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('GET and POST settings/site', () => {
    const data = {
      site_title: 'Sunny Desk',
      sociallinks: [{ type: 'facebook', link: 'https://facebook.com/sunny' }],
      modules: { packageSearch: true, flightSearch: false, transferSearch: false, visaSearch: false, visaSearchCount: false, searchBar: true },
      searchMaxRooms: 3,
      footerSubscribeEnabled: false,
      show_booking_equivalent_accounting_currency: true,
      mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
    };
    async function saveSite(body: unknown, logo = false, headers: Record<string, string> = api.admin.headers) {
      const form = await multipart(
        { _method: 'PUT', data: JSON.stringify(body) },
        logo ? [{ name: 'logo', filename: 'logo.png', type: 'image/png', data: PNG_1PX }] : [],
      );
      return api.t.app.inject({ method: 'POST', url: '/api/v1/settings/site', headers: { ...headers, ...form.headers }, payload: form.payload });
    }

    it('is admin only', async () => {
      expect((await api.t.app.inject({ method: 'GET', url: '/api/v1/settings/site' })).statusCode).toBe(401);
      expect((await api.t.app.inject({ method: 'GET', url: '/api/v1/settings/site', headers: api.agent.headers })).statusCode).toBe(403);
      expect((await saveSite(data, false, api.agent.headers)).statusCode).toBe(403);
      expect((await globalAs()).site_title).toBe('TravelDesk');
    });

    it('saves every value and the logo; global settings follow', async () => {
      const res = await saveSite(data, true);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ ...data, site_logo: expect.stringMatching(/^\/api\/v1\/media\/settings\/.+\.png$/) });
      expect((await api.t.app.inject({ method: 'GET', url: '/api/v1/settings/site', headers: api.admin.headers })).json()).toEqual(body);
      const global = await globalAs();
      expect(global).toMatchObject({ site_title: 'Sunny Desk', footerSubscribeEnabled: false, searchMaxRooms: 3, site_logo: body.site_logo });
      expect(global.modules.packageSearch).toBe(true);
      // A save without a logo keeps it; removeLogo clears it.
      expect((await saveSite({ ...data, site_title: 'Sunny Desk 2' })).json().site_logo).toBe(body.site_logo);
      expect((await saveSite({ ...data, removeLogo: true })).json().site_logo).toBeNull();
    });

    it('stores the booking edit flags (on by default); a save that leaves them out keeps them', async () => {
      const flags = { transferManualAddBooking: true, visaManualAddBooking: true, cancellationPolicyManualAdd: true };
      expect((await api.t.app.inject({ method: 'GET', url: '/api/v1/settings/site', headers: api.admin.headers })).json()).toMatchObject(flags);
      const off = { transferManualAddBooking: false, visaManualAddBooking: true, cancellationPolicyManualAdd: false };
      const res = await saveSite({ ...data, ...off });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject(off);
      expect((await saveSite(data)).json()).toMatchObject(off);
      expect((await saveSite({ ...data, transferManualAddBooking: 'no' })).json().error).toBe(
        'data.transferManualAddBooking: Invalid input: expected boolean, received string',
      );
      expect((await saveSite({ ...data, ...flags })).json()).toMatchObject(flags);
    });

    it('refuses bad values with 400 naming the field, nothing saved', async () => {
      const before = await globalAs();
      const cases: [unknown, string][] = [
        [{ ...data, site_title: ' ' }, 'data.site_title: Site title is required'],
        [{ ...data, searchMaxRooms: 12 }, 'data.searchMaxRooms: Rooms must be at most 9'],
        [{ ...data, sociallinks: [{ type: 'facebook', link: 'javascript:alert(1)' }] }, 'data.sociallinks.0.link: Link must start with http:// or https://'],
        [{ ...data, mapTileUrl: 'https://tiles.example.com/map.png' }, 'data.mapTileUrl: Map tile URL must contain {z}, {x} and {y}'],
      ];
      for (const [body, message] of cases) {
        const res = await saveSite(body);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe(message);
      }
      const badLogo = await (async () => {
        const form = await multipart({ _method: 'PUT', data: JSON.stringify({ ...data, site_title: 'Changed' }) }, [
          { name: 'logo', filename: 'l.png', type: 'image/png', data: Buffer.from('not an image') },
        ]);
        return api.t.app.inject({ method: 'POST', url: '/api/v1/settings/site', headers: { ...api.admin.headers, ...form.headers }, payload: form.payload });
      })();
      expect(badLogo.statusCode).toBe(400);
      expect(badLogo.json().error).toBe('logo: is not supported file extension');
      expect(await globalAs()).toEqual(before);
    });
  });
});
