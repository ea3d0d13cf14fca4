import type { Permissions } from '@clubline/domain';
import type { Database } from '../db/client.ts';
import type { FileService } from '../files/files.ts';
import type { JobQueue } from '../jobs/job-queue.ts';

/** Who is calling, as proven by a verified access token. Never taken from request input. */
export interface Viewer {
  applicationId: string;
  userId: string;
  /**
   * When the access token was issued (seconds since the epoch), when the viewer comes from one: a
   * token issued before the account's sessions were ended (Reset password, Deactivate) is refused.
   */
  tokenIssuedAt?: number;
}

/** Process-wide services every request can use. */
export interface Dependencies {
  db: Database;
  jobs: JobQueue;
  /** Where staff reach the product (PUBLIC_URL); absolute addresses handed to the web start here. */
  publicUrl: string;
  /**
   * NODE_ENV=production. Member-facing links (the payment setup link) use the branch's member
   * domain only then; in development they open this server (PUBLIC_URL).
   */
  production?: boolean;
  /** Uploaded files: storage and signed addresses (platform/files). */
  files: FileService;
  /**
   * Feature flags the deployment switched off (FEATURE_FLAGS_OFF), by the web's flag names. Flags
   * are the web's; the few the server must also hold read this (docs/bulk-transfer.md "Who").
   */
  flagsOff?: ReadonlySet<string>;
}

/** What a service needs to act for a signed-in user. */
export interface RequestContext {
  viewer: Viewer;
  deps: Dependencies;
  /** The viewer's permissions, read once when the request arrived (platform/auth/authorization). */
  permissions: Permissions;
}

export interface GraphQLContext {
  viewer: Viewer | null;
  deps: Dependencies;
  /** Read before the operation runs; none for a request without a viewer. */
  permissions: Permissions;
  /** Per-request memo for DataLoaders, keyed by loader name. */
  loaders: Map<string, unknown>;
}

/** The viewer of a context that scope-auth has already required to be authenticated. */
export function requireViewer(context: GraphQLContext): Viewer {
  if (!context.viewer) throw new Error('requireViewer called on an unauthenticated context');
  return context.viewer;
}

/** The service-facing view of a GraphQL context whose field required `authenticated`. */
export function requestContext(context: GraphQLContext): RequestContext {
  return { viewer: requireViewer(context), deps: context.deps, permissions: context.permissions };
}
