import type { JWK } from 'jose';
import type { OfflineSwipe, OfflineUploadAnswer } from '../door-protocol.ts';

/** A swipe the door asks the server to decide (POST {base}/doors/swipes). */
export interface OnlineSwipe {
  swipeId: string;
  cardNumber: string;
  at: string;
}

/** The server's answer to a swipe. */
export interface OnlineDecision {
  arrivalId: string;
  granted: boolean;
  tags: string[];
  reason: { code: string; text: string } | null;
  person: { firstName: string } | null;
}

export type AllowListFetch =
  | { status: 'not-modified' }
  | { status: 'list'; body: string; signature: string; etag: string };

/**
 * How a door reaches the server. Every call throws DoorUnreachable when the server cannot be
 * reached or answers with a server error, so the door decides alone; any other answer is the
 * server's word.
 */
export interface DoorTransport {
  swipe(swipe: OnlineSwipe): Promise<OnlineDecision>;
  allowList(etag: string | null): Promise<AllowListFetch>;
  uploadOffline(swipes: readonly OfflineSwipe[]): Promise<OfflineUploadAnswer>;
  /** The server's public signing keys (its JWKS), to check an allow-list's signature. */
  signingKeys(): Promise<JWK[]>;
}

export class DoorUnreachable extends Error {
  override name = 'DoorUnreachable';
}

/** The server refused the door's request (a revoked key, a malformed request): not an outage. */
export class DoorRefused extends Error {
  override name = 'DoorRefused';
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}
