import { FederalContactsResponseSchema } from '@scambuddy/contracts';
import { CONTACTS_DIRECTORY } from '@scambuddy/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helper.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});

afterAll(async () => {
  await ctx.close();
});

describe('GET /api/contacts/federal', () => {
  it('lists the five fixed federal contacts of spec part 1 §9, each from the sourced directory', async () => {
    const response = await ctx.app.inject({ url: '/api/contacts/federal' });
    expect(response.statusCode).toBe(200);
    const contacts = FederalContactsResponseSchema.parse(response.json());
    expect(contacts.map((contact) => contact.id)).toEqual([
      'ftc',
      'ic3',
      'ssa-oig',
      'tigta',
      'hhs-oig',
    ]);
    const directoryIds = new Set(CONTACTS_DIRECTORY.entries.map((entry) => entry.id));
    for (const contact of contacts) {
      expect(directoryIds.has(contact.id)).toBe(true);
      expect(contact.source).not.toBe('');
    }
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
  });
});
