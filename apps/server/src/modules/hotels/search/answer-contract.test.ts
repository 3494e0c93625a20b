import { searchAnswerSchema } from '@travel/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { responseSerializer } from '../../../lib/response-serializer';
import { cityId } from '../test-data';
import { searchTestContext } from './test-data';

/**
 * `GET search` is sent as cached JSON text, which the response serializer never sees: these
 * tests hold the text to the contract's schema, so /api/docs and the web client can trust it.
 */
describe('GET /search answers what its contract describes', () => {
  const { ctx, workedHotel, found } = searchTestContext('pglite');
  const serialize = responseSerializer({ schema: searchAnswerSchema, method: 'GET', url: '/api/v1/search', httpStatus: '200' });
  let toId: number;
  beforeAll(async () => {
    toId = await cityId(ctx.db(), 'Porto');
    await workedHotel('Porto');
  });

  it.each([
    ['an administrator', () => ctx.admin.headers, true],
    ['an agent', () => ctx.agent.headers, false],
    ['a visitor', () => ({}), false],
  ])('for %s: every field is in the schema, the net breakdown only for an administrator', async (_who, headers, admin) => {
    const body = await found({ toId }, headers());
    expect(body.hotels).toHaveLength(1);
    // Serializing through the schema keeps every field: nothing the schema lacks, nothing changed.
    expect(JSON.parse(serialize(body))).toEqual(body);
    const option = body.hotels[0]!.rooms[0]!.options[0]!;
    expect('breakdown' in option).toBe(admin);
    expect('priceNet' in option).toBe(admin);
  });
});
