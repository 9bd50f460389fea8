import { ErrorBodySchema, NUL_CHARACTER_MESSAGE } from '@scambuddy/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/auth-helper.js';
import { buildTestApp, type TestContext } from '../../test/helper.js';
import { multipartPayload } from '../modules/analysis/upload-fixtures.test-support.js';

/**
 * Issue 18, item 5: a NUL character (which PostgreSQL cannot store) answered 500 INTERNAL in an
 * analysed text, a sign-in name, an evidence item, a community report and a search. Each is now a
 * 400 that names the field; and no endpoint answers 5xx with a NUL in any field or query.
 */
const NUL = '\u0000';

let ctx: TestContext;
let cookie: string;

beforeAll(async () => {
  ctx = await buildTestApp({
    env: {
      ANALYZE_RATE_LIMIT_PER_MINUTE: '100000',
      COMMUNITY_REPORTS_RATE_LIMIT_PER_HOUR: '100000',
    },
  });
  cookie = (await signInAs(ctx)).cookie;
});

afterAll(() => ctx.close());

async function expectNulRefused(options: InjectOptions, field: string) {
  const response = await ctx.app.inject(options);
  expect(response.statusCode, response.body).toBe(400);
  const body = ErrorBodySchema.parse(response.json());
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.message).toBe(`${field}: ${NUL_CHARACTER_MESSAGE}`);
}

describe('the NUL character (issue 18, item 5)', () => {
  it('is refused in an analysed text', async () => {
    await expectNulRefused(
      {
        method: 'POST',
        url: '/api/analyze',
        payload: { inputType: 'text', text: `Pay the fee now${NUL} at usps-fee.top` },
      },
      'text',
    );
  });

  it('is refused in a sign-in name', async () => {
    await expectNulRefused(
      {
        method: 'POST',
        url: '/auth/dev-login',
        payload: { name: `Mar${NUL}garet`, email: 'margaret@example.test' },
      },
      'name',
    );
  });

  it('is refused in an evidence item sent as multipart form data', async () => {
    const packageData = JSON.stringify({
      id: 'evidence-1',
      title: 'Scam evidence',
      createdAt: '2026-11-22T04:00:00.000Z',
      items: [
        {
          id: 'item-1',
          type: 'text',
          title: `Text${NUL}`,
          timestamp: '2026-11-22T04:01:00.000Z',
        },
      ],
    });
    const form = await multipartPayload([], { packageData });
    await expectNulRefused(
      {
        method: 'POST',
        url: '/api/evidence/submit',
        payload: form.payload,
        headers: { ...form.headers, cookie },
      },
      'items.0.title',
    );
  });

  it('is refused in a community report', async () => {
    await expectNulRefused(
      {
        method: 'POST',
        url: '/api/community/reports',
        headers: { cookie },
        payload: {
          title: 'Fake toll text',
          description: `A text said I owed a toll and linked to a site${NUL} asking for my card.`,
          category: 'Text Message Scam',
        },
      },
      'description',
    );
  });

  it('is refused in a search query', async () => {
    await expectNulRefused({ method: 'GET', url: '/api/community/reports?q=ab%00c' }, 'q');
  });

  it('never answers 5xx on any endpoint, in any field or query', async () => {
    const keys = ['text', 'q', 'name', 'email', 'title', 'description', 'category', 'state'];
    const failures: string[] = [];
    const routes = ctx.app.routeTable.filter(
      (route) =>
        !route.isWebSocket &&
        route.url !== '*' &&
        route.url !== '/*' &&
        route.method !== 'HEAD' &&
        route.method !== 'OPTIONS',
    );
    const send = async (route: (typeof routes)[number], query: string, body: unknown) => {
      const options: InjectOptions = {
        method: route.method as InjectOptions['method'],
        url: `${route.url.replace(/:[A-Za-z]+/g, 'abc')}?${query}`,
        headers: { cookie },
      };
      if (body !== undefined && route.method !== 'GET' && route.method !== 'DELETE') {
        options.payload = body as InjectOptions['payload'];
      }
      const response = await ctx.app.inject(options);
      if (response.statusCode >= 500) {
        failures.push(`${route.method} ${route.url}?${query} → ${response.statusCode}`);
      }
    };
    for (const route of routes) {
      // One query key at a time, so no other key's refusal hides the one that reaches the database.
      for (const key of keys) await send(route, `${key}=a%00b`, undefined);
      await send(route, '', Object.fromEntries(keys.map((key) => [key, `a${NUL}b`])));
    }
    expect(failures).toEqual([]);
  });
});
