// oidc-provider ships no type declarations (and @types/oidc-provider is not installed): these
// describe only the part of its API this server uses, as oidc-provider 9 behaves.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type Payload = Record<string, unknown>;

  export interface Adapter {
    upsert(id: string, payload: Payload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<Payload | undefined>;
    findByUserCode(userCode: string): Promise<Payload | undefined>;
    findByUid(uid: string): Promise<Payload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Client {
    readonly clientId: string;
    readonly redirectUris?: string[];
    readonly postLogoutRedirectUris?: string[];
    grantTypeAllowed(type: string): boolean;
    metadata(): Payload;
  }

  export interface Session {
    readonly uid: string;
    readonly accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string, claims: unknown, rejected: string[]): Promise<Payload> | Payload;
  }

  export interface BaseToken {
    readonly accountId?: string;
    readonly clientId?: string;
    readonly remainingTTL: number;
    readonly kind: string;
  }

  export interface GrantInstance {
    readonly jti: string;
    readonly accountId?: string;
    readonly clientId?: string;
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantClass {
    new (properties: { accountId?: string; clientId?: string }): GrantInstance;
    find(id: string): Promise<GrantInstance | undefined>;
  }

  export interface OIDCContext {
    readonly provider: Provider;
    readonly client?: Client;
    readonly session?: Session;
    readonly account?: Account;
    readonly result?: InteractionResults;
    readonly entities: { readonly RotatedRefreshToken?: BaseToken; readonly [name: string]: unknown };
  }

  /** The Koa context oidc-provider passes to its configuration functions. */
  export interface KoaContextWithOIDC {
    readonly oidc: OIDCContext;
    readonly host: string;
    body: unknown;
    type: string;
    status: number;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean; ts?: number };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  export interface Interaction {
    readonly uid: string;
    readonly returnTo: string;
    readonly prompt: { name: string; reasons: string[]; details: Payload };
    readonly params: Payload;
    readonly session?: { accountId?: string; uid: string };
    readonly grantId?: string;
  }

  export interface ResourceServer {
    audience: string;
    scope: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg: string } };
  }

  type Awaitable<T> = T | Promise<T>;
  type Ttl = number | ((ctx: KoaContextWithOIDC, token: BaseToken, client: Client) => number);

  export interface CookieOptions {
    httpOnly?: boolean;
    sameSite?: 'lax' | 'strict' | 'none';
    secure?: boolean;
  }

  export interface Configuration {
    adapter?: (model: string) => Adapter;
    findAccount?: (ctx: KoaContextWithOIDC, sub: string, token?: BaseToken) => Promise<Account | undefined>;
    jwks?: { keys: Payload[] };
    cookies?: { keys?: (string | Buffer)[]; long?: CookieOptions; short?: CookieOptions };
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    responseTypes?: string[];
    clientDefaults?: Payload;
    extraClientMetadata?: { properties?: string[] };
    conformIdTokenClaims?: boolean;
    features?: {
      devInteractions?: { enabled: boolean };
      revocation?: { enabled: boolean };
      userinfo?: { enabled: boolean };
      resourceIndicators?: {
        enabled: boolean;
        defaultResource?: (ctx: KoaContextWithOIDC, client: Client, oneOf?: string[]) => Awaitable<string>;
        getResourceServerInfo?: (
          ctx: KoaContextWithOIDC,
          resourceIndicator: string,
          client: Client,
        ) => Awaitable<ResourceServer>;
        useGrantedResource?: (ctx: KoaContextWithOIDC, model: unknown) => Awaitable<boolean>;
      };
      rpInitiatedLogout?: {
        enabled: boolean;
        logoutSource?: (ctx: KoaContextWithOIDC, form: string) => Awaitable<void>;
        postLogoutSuccessSource?: (ctx: KoaContextWithOIDC) => Awaitable<void>;
      };
    };
    interactions?: {
      url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => Awaitable<string>;
      policy?: interactionPolicy.Prompt[];
    };
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    ttl?: Record<string, Ttl>;
    rotateRefreshToken?: boolean | ((ctx: KoaContextWithOIDC) => Awaitable<boolean>);
    issueRefreshToken?: (ctx: KoaContextWithOIDC, client: Client, code: unknown) => Awaitable<boolean>;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<GrantInstance | undefined>;
    extraTokenClaims?: (ctx: KoaContextWithOIDC, token: BaseToken) => Awaitable<Payload | undefined>;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean;
    renderError?: (ctx: KoaContextWithOIDC, out: Record<string, string>, error: Error) => Awaitable<void>;
    enabledJWA?: { idTokenSigningAlgValues?: string[]; userinfoSigningAlgValues?: string[] };
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: GrantClass;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: 'server_error', listener: (ctx: KoaContextWithOIDC, error: Error) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export namespace interactionPolicy {
    type CheckResult = boolean;
    class Check {
      constructor(
        reason: string,
        description: string,
        check: (ctx: KoaContextWithOIDC) => Awaitable<CheckResult>,
      );
      static readonly REQUEST_PROMPT: true;
      static readonly NO_NEED_TO_PROMPT: false;
    }
    interface Prompt {
      readonly name: string;
      readonly checks: Check[];
    }
    interface Policy extends Array<Prompt> {
      get(name: string): Prompt | undefined;
    }
    function base(): Policy;
  }

  export namespace errors {
    class OIDCProviderError extends Error {
      readonly error: string;
      readonly error_description?: string;
      readonly status: number;
    }
    class SessionNotFound extends OIDCProviderError {}
    class InvalidTarget extends OIDCProviderError {
      constructor(description?: string);
    }
  }

  export default Provider;
}
