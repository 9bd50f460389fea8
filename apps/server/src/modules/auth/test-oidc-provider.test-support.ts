import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a loopback port, for sign-in
 * tests. Its login and consent screens are replaced by an automatic "yes" for `nextAccount`, so
 * a test can drive the whole redirect dance with plain HTTP requests.
 */
export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the provider next (their e-mail; the subject is derived from it). */
  nextAccount: { email: string; name: string; emailVerified?: boolean };
  /** Follows the provider's redirects from an authorization URL to our callback URL. */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  const clientId = 'scambuddy-test';
  const clientSecret = 'test-client-secret-that-is-long-enough';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const state: TestProvider = {
    issuer,
    clientId,
    clientSecret,
    nextAccount: { email: 'someone@example.test', name: 'Someone' },
    authorize: (url) => followToCallback(url, redirectUri),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Put the asked-for claims in the ID token, as Google does.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({
        sub,
        email: state.nextAccount.email,
        email_verified: state.nextAccount.emailVerified ?? true,
        name: state.nextAccount.name,
      }),
    }),
  };
  const provider = new Provider(issuer, configuration);
  const providerCallback = provider.callback();

  server.on('request', (request, response) => {
    if (!request.url?.startsWith('/interaction/')) {
      providerCallback(request, response);
      return;
    }
    // The "person" at the provider: logs in as nextAccount and consents to what was asked.
    void (async () => {
      const details = await provider.interactionDetails(request, response);
      const accountId = `sub-${state.nextAccount.email}`;
      if (details.prompt.name === 'login') {
        await provider.interactionFinished(request, response, { login: { accountId } });
        return;
      }
      const grant = new provider.Grant({ accountId, clientId });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(request, response, { consent: { grantId } });
    })().catch(() => {
      response.statusCode = 500;
      response.end();
    });
  });

  return state;
}

/** A browser's cookie jar for the provider's own cookies, and its redirect following. */
async function followToCallback(authorizationUrl: string, redirectUri: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 12; hop += 1) {
    if (url.startsWith(redirectUri)) return new URL(url);
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    await response.text();
    if (location === null) throw new Error(`provider stopped at ${response.status} on ${url}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects at the provider');
}
