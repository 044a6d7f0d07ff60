import type { JWTPayload } from 'jose';
import * as client from 'openid-client';
import { AppError } from '../../domain/errors';
import type { SignInProvider } from '../../domain/schemas/oauth';
import type { Env } from '../env';
import { createSealer } from './sealed';

/** What the app learns about a person from a provider: enough to find, link or create their account. */
export type ProviderProfile = {
  /** The provider's stable id of the person ('sub', Facebook's id). */
  subject: string;
  email: string | null;
  /** Only a verified e-mail may link to an existing account. */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
};

/** The secrets of one authorization request, kept in the browser's sealed cookie until the callback. */
export type FlowChecks = { state: string; verifier: string; nonce: string | null };

export type OAuthProvider = {
  id: SignInProvider;
  name: string;
  /** The provider's authorization URL for a new request, and the checks its callback must pass. */
  begin(redirectUri: string): Promise<{ url: URL; checks: FlowChecks }>;
  /** Exchanges the callback's code (PKCE, state and, for OpenID Connect, nonce checked) for the person's profile. */
  finish(callbackUrl: URL, checks: FlowChecks): Promise<ProviderProfile>;
};

export type OAuthProviders = {
  /** The configured providers, in the order their buttons appear. */
  list(): OAuthProvider[];
  get(id: string): OAuthProvider | undefined;
};

// Facebook is OAuth 2.0 without discovery: its endpoints are configured by hand, its profile read from the Graph API.
const FACEBOOK_GRAPH = 'https://graph.facebook.com/v19.0';
const facebookMetadata: client.ServerMetadata = {
  issuer: 'https://www.facebook.com',
  authorization_endpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
  token_endpoint: `${FACEBOOK_GRAPH}/oauth/access_token`,
};

/**
 * openid-client refuses http:// issuers. The tests run their OpenID Connect provider on http://127.0.0.1, so plain
 * http is allowed for a loopback issuer only; any other issuer must be https (server/env.ts accepts both schemes).
 */
export function isLoopbackIssuer(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
}

function textClaim(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Discovery and token requests that fail to reach the provider are its unavailability, not a refusal. */
function providerError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const unreachable = error instanceof TypeError || (error instanceof client.ClientError && error.code === 'OAUTH_TIMEOUT');
  return new AppError(unreachable ? 'OAUTH_UNAVAILABLE' : 'OAUTH_FAILED');
}

/** Runs discovery once; a failure is forgotten so the next sign-in tries again. */
function lazyConfiguration(discover: () => Promise<client.Configuration>): () => Promise<client.Configuration> {
  let pending: Promise<client.Configuration> | null = null;
  return () => {
    pending ??= discover().catch((error: unknown) => {
      pending = null;
      throw providerError(error);
    });
    return pending;
  };
}

function openIdProvider(id: SignInProvider, name: string, issuer: URL, clientId: string, clientSecret: string): OAuthProvider {
  const configuration = lazyConfiguration(() =>
    client.discovery(issuer, clientId, clientSecret, undefined, isLoopbackIssuer(issuer) ? { execute: [client.allowInsecureRequests] } : undefined),
  );
  return {
    id,
    name,
    async begin(redirectUri) {
      const config = await configuration();
      const checks: FlowChecks = { state: client.randomState(), verifier: client.randomPKCECodeVerifier(), nonce: client.randomNonce() };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce ?? '',
      });
      return { url, checks };
    },
    async finish(callbackUrl, checks) {
      const config = await configuration();
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.verifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce ?? undefined,
        });
        const idToken = tokens.claims();
        if (!idToken) throw new AppError('OAUTH_FAILED');
        // Providers may keep e-mail and names out of the ID token and answer them at the userinfo endpoint only.
        const claims: Record<string, unknown> =
          idToken.email === undefined && config.serverMetadata().userinfo_endpoint
            ? { ...idToken, ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)) }
            : idToken;
        return {
          subject: idToken.sub,
          email: textClaim(claims.email)?.toLowerCase() ?? null,
          emailVerified: claims.email_verified === true,
          firstName: textClaim(claims.given_name),
          lastName: textClaim(claims.family_name),
        };
      } catch (error) {
        throw providerError(error);
      }
    },
  };
}

function facebookProvider(clientId: string, clientSecret: string): OAuthProvider {
  const config = new client.Configuration(facebookMetadata, clientId, clientSecret);
  return {
    id: 'facebook',
    name: 'Facebook',
    async begin(redirectUri) {
      const checks: FlowChecks = { state: client.randomState(), verifier: client.randomPKCECodeVerifier(), nonce: null };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'email public_profile',
        code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: 'S256',
        state: checks.state,
      });
      return { url, checks };
    },
    async finish(callbackUrl, checks) {
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier: checks.verifier, expectedState: checks.state });
        const response = await client.fetchProtectedResource(
          config,
          tokens.access_token,
          new URL(`${FACEBOOK_GRAPH}/me?fields=id,name,email,first_name,last_name`),
          'GET',
        );
        if (!response.ok) throw new AppError('OAUTH_FAILED');
        const me = (await response.json()) as Record<string, unknown>;
        const subject = textClaim(me.id);
        if (!subject) throw new AppError('OAUTH_FAILED');
        const email = textClaim(me.email)?.toLowerCase() ?? null;
        // The Graph API answers only an e-mail the person has confirmed with Facebook, so one given is verified.
        return { subject, email, emailVerified: email !== null, firstName: textClaim(me.first_name), lastName: textClaim(me.last_name) };
      } catch (error) {
        throw providerError(error);
      }
    },
  };
}

/** The providers whose client id and secret (and, for the generic one, issuer) are configured. */
export function createOAuthProviders(env: Env): OAuthProviders {
  const providers: OAuthProvider[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.push(openIdProvider('google', 'Google', new URL('https://accounts.google.com'), env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET));
  }
  if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) providers.push(facebookProvider(env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET));
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET) {
    providers.push(openIdProvider('oidc', env.OIDC_NAME, new URL(env.OIDC_ISSUER), env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET));
  }
  return {
    list: () => providers,
    get: (id) => providers.find((provider) => provider.id === id),
  };
}

/** A started sign-in as the browser keeps it: which provider, its checks, and until when it may finish. */
export type SealedFlow = FlowChecks & { provider: string; expiresAt: number };

const isFlow = (claims: JWTPayload): claims is JWTPayload & FlowChecks & { provider: string } =>
  typeof claims.state === 'string' &&
  typeof claims.verifier === 'string' &&
  (typeof claims.nonce === 'string' || claims.nonce === null) &&
  typeof claims.provider === 'string';

/**
 * Seals a started sign-in into a cookie value: encrypted (the PKCE verifier and nonce are secrets, and the cookie
 * is all the browser holds of them), unforgeable, expiring, and bound to the browser that started it, which is
 * what defeats login CSRF.
 */
export function createFlowSeal(secret: Uint8Array) {
  const sealer = createSealer(secret, 'oauth flow', isFlow);
  return {
    seal(flow: SealedFlow, now: Date): Promise<string> {
      const { expiresAt, ...claims } = flow;
      return sealer.seal(claims, new Date(expiresAt), now);
    },
    /** The flow, or null when the value is missing, forged or expired at `now`. */
    async open(value: string | undefined, now: Date): Promise<SealedFlow | null> {
      const claims = await sealer.open(value, now);
      if (claims === null || claims === 'expired' || !claims.exp) return null;
      return { state: claims.state, verifier: claims.verifier, nonce: claims.nonce, provider: claims.provider, expiresAt: claims.exp * 1000 };
    },
  };
}
export type FlowSeal = ReturnType<typeof createFlowSeal>;
