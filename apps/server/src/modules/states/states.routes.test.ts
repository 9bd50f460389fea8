import { UsStateSchema } from '@scambuddy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestContext } from '../../../test/helper.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});

afterAll(async () => {
  await ctx.close();
});

describe('GET /api/states', () => {
  it('lists the 50 states and DC, alphabetical by name', async () => {
    const response = await ctx.app.inject({ url: '/api/states' });
    expect(response.statusCode).toBe(200);
    const states = z.array(UsStateSchema).parse(response.json());
    expect(states).toHaveLength(51);
    expect(new Set(states.map((state) => state.code)).size).toBe(51);
    expect(states).toContainEqual({ code: 'DC', name: 'District of Columbia' });
    expect(states).toContainEqual({ code: 'NY', name: 'New York' });
    expect(states[0]).toEqual({ code: 'AL', name: 'Alabama' });
    expect(states.at(-1)).toEqual({ code: 'WY', name: 'Wyoming' });
    const names = states.map((state) => state.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
  });
});
