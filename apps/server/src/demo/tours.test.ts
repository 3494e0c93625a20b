import { describe, expect, it } from 'vitest';
import type { Tour } from '@travel/contracts';
import { addDays, TODAY } from '../test/dates';
import { apiTestContext, engines } from '../test/harness';
import { cityId } from '../modules/hotels/test-data';
import { seedDemoTours } from './tours';

describe.each(engines)('demo tours on %s', (engine) => {
  const api = apiTestContext(engine);

  it('loads the demo tours once, with child prices and cancellation days; a Paris stay is offered the Paris tours and the France one', async () => {
    expect(await seedDemoTours(api.db())).toBe(10);
    expect(await seedDemoTours(api.db())).toBe(0);
    const get = (url: string) => api.t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: api.admin.headers });
    const list = (await get('tours?searchText=Montmartre')).json();
    const tour = (await get(`tours/${list.entities[0].id}`)).json() as Tour;
    expect(tour).toMatchObject({
      name: 'Montmartre walking tour',
      price: '45.00',
      priceChild: '20.00',
      currency: 'EUR',
      freeCancellationDays: 2,
      location: { name: 'Paris' },
    });
    const stay = { startDate: addDays(TODAY, 30), endDate: addDays(TODAY, 33) };
    const query = new URLSearchParams({ toId: String(await cityId(api.db(), 'Paris')), ...stay, rooms: JSON.stringify([{ adults: 2, childrenAges: [6] }]) });
    const answer = (await get(`search/tours?${query}`)).json();
    expect(answer.entities.map((e: { name: string }) => e.name)).toEqual([
      'Loire valley castles',
      'Montmartre walking tour',
      'Seine evening cruise',
      'Versailles day trip',
    ]);
    expect(answer.entities[1]).toMatchObject({
      price: '110.00',
      dates: [stay.startDate, addDays(stay.startDate, 1), addDays(stay.startDate, 2), stay.endDate],
    });
  });
});
