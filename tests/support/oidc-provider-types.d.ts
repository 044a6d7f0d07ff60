// oidc-provider ships no type declarations; these cover the part the tests' provider (./oidc-provider.ts) uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type KoaContextWithOIDC = {
    oidc: {
      provider: Provider;
      session?: { accountId?: string };
      client?: { clientId: string };
    };
  };

  type Grant = { addOIDCScope(scope: string): void; save(): Promise<string> };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (request: IncomingMessage, response: ServerResponse) => Promise<void>;
    Grant: new (properties: { accountId: string; clientId: string }) => Grant;
  }
}
