import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, type Session } from '../test/factories';
import { createTestApp, engines, type TestContext } from '../test/harness';
import { localStorage } from '../lib/storage';
import { seedDemoSiteContent } from './site-content';

describe.each(engines)('demo site content on %s', (engine) => {
  let t: TestContext;
  let agent: Session;
  beforeAll(async () => {
    t = await createTestApp(engine);
    agent = await session(t.app, t.database.db);
  });
  afterAll(() => t.close());

  it('fills the landing page lists and the menus once (a second run changes nothing)', async () => {
    const storage = localStorage(`${t.dataDir}/uploads`);
    await seedDemoSiteContent(t.database.db, storage);
    const first = (await t.app.inject({ method: 'GET', url: '/api/v1/home-content' })).json();
    await seedDemoSiteContent(t.database.db, storage);
    const second = (await t.app.inject({ method: 'GET', url: '/api/v1/home-content' })).json();
    expect(second).toEqual(first);
    expect(first.homeoffers.length).toBeGreaterThanOrEqual(3);
    expect(first.homerecommended.length).toBeGreaterThanOrEqual(2);
    expect(first.sidebarbanners).toHaveLength(2);
    expect(first.backgroundimages.length).toBeGreaterThan(0);
    const picture = await t.app.inject({ method: 'GET', url: first.homeoffers[0].image });
    expect(picture.statusCode).toBe(200);

    const visitor = (await t.app.inject({ method: 'GET', url: '/api/v1/global-settings' })).json();
    expect(visitor.menus.mainMenu.map((i: { title: string }) => i.title)).toEqual(['Home', '', 'Login', 'Register']);
    const asAgent = (await t.app.inject({ method: 'GET', url: '/api/v1/global-settings', headers: agent.headers })).json();
    expect(asAgent.menus.mainMenu.map((i: { type: string }) => i.type)).toEqual(['customlink', 'customlink', 'currencyswitch', 'helloname']);
    expect(asAgent.menus.mainMenu[3].children.map((i: { type: string }) => i.type)).toContain('downloadstatement');
  });
});
