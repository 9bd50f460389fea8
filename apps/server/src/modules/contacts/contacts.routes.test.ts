import {
  FederalContactsResponseSchema,
  RecoveryContactsResponseSchema,
} from '@scambuddy/contracts';
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

describe('GET /api/contacts/recovery', () => {
  it('gives the bank, a named wire company and the chosen state for a wire, from the directory', async () => {
    const response = await ctx.app.inject({
      url: '/api/contacts/recovery?payment=wire&state=NY&scamType=romance&organisations=Western%20Union,IRS',
    });
    expect(response.statusCode).toBe(200);
    const contacts = RecoveryContactsResponseSchema.parse(response.json());
    const financial = contacts.financial.map((contact) => contact.id);
    expect(financial).toEqual(['bank-card-back', 'western-union']);
    expect(contacts.state_local.length).toBeGreaterThan(0);
    expect(contacts.state_local.every((contact) => contact.state === 'NY')).toBe(true);
    expect(contacts.law_enforcement.map((contact) => contact.id)).toContain('ftc');
  });

  it('changes with the payment: a gift card brings the issuer, not the wire companies', async () => {
    const response = await ctx.app.inject({ url: '/api/contacts/recovery?payment=gift_card' });
    const contacts = RecoveryContactsResponseSchema.parse(response.json());
    const financial = contacts.financial.map((contact) => contact.id);
    expect(financial).toContain('gift-card-issuer');
    expect(financial).not.toContain('bank-card-back');
    expect(contacts.state_local).toEqual([]);
  });

  it('refuses an unknown payment or state with a 400 a person can read', async () => {
    for (const url of [
      '/api/contacts/recovery?payment=bitcoin',
      '/api/contacts/recovery?payment=card&state=XX',
      '/api/contacts/recovery',
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message.length, url).toBeGreaterThan(0);
    }
  });
});
