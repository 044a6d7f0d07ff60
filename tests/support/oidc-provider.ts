// A real OpenID Connect provider for the sign-in tests (the `oidc-provider` package): one confidential client whose
// redirect URI is the app's callback, PKCE required, and its development login form, where any login name signs in
// as the account of that name.
import type { AddressInfo } from 'node:net';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export const TEST_OIDC_CLIENT_ID = 'prospera-test';
export const TEST_OIDC_CLIENT_SECRET = 'prospera-test-secret-0123456789';

export type TestAccount = { email: string; email_verified: boolean; given_name?: string; family_name?: string };

export type TestOidcProvider = {
  issuer: string;
  /** Accounts by login name; a login name not listed signs in as `<name>@example.test`, verified. */
  accounts: Map<string, TestAccount>;
  close(): Promise<void>;
};

/** Starts the provider on a free port of 127.0.0.1; `appUrl` is the app's APP_URL (its callback's origin). */
export async function startOidcProvider(appUrl: string): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestAccount>();
  // The issuer names the port, so the server listens before the provider exists, which then takes its requests.
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_OIDC_CLIENT_ID,
        client_secret: TEST_OIDC_CLIENT_SECRET,
        redirect_uris: [`${appUrl}/api/v1/auth/oauth/oidc/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    cookies: { keys: ['prospera-test-oidc-cookie-key-0123456789'] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    // The test client is first-party: the scopes it asks for are granted without a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const account = accounts.get(sub) ?? { email: `${sub}@example.test`, email_verified: true };
      return { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
  });
  const handle = provider.callback();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => void handle(request, response));
  return {
    issuer,
    accounts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
