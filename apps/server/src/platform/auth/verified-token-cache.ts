import { createHash } from 'node:crypto';

/**
 * What a verifier remembers of the tokens it has verified: the answer, by the token's SHA-256 (the
 * bearer tokens themselves are not kept), until the token's expiry, at most `maxEntries` of them,
 * the oldest forgotten first. Only verified tokens are remembered, so nobody can fill it with
 * forged ones. See docs/security.md "Verified access tokens are remembered".
 */
export interface VerifiedTokenCache<Answer> {
  /** The remembered answer, or undefined when unknown or expired (an expired one is forgotten). */
  get(token: string): Answer | undefined;
  /** Remembers `answer` until `expiresAtMs` (ms since the epoch). */
  set(token: string, answer: Answer, expiresAtMs: number): void;
}

export function verifiedTokenCache<Answer>(options: {
  maxEntries: number;
  now: () => number;
}): VerifiedTokenCache<Answer> {
  const entries = new Map<string, { answer: Answer; expiresAtMs: number }>();
  const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');
  return {
    get(token) {
      const key = keyOf(token);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (options.now() < entry.expiresAtMs) return entry.answer;
      entries.delete(key);
      return undefined;
    },
    set(token, answer, expiresAtMs) {
      if (options.maxEntries <= 0 || expiresAtMs <= options.now()) return;
      const key = keyOf(token);
      entries.delete(key);
      while (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
      entries.set(key, { answer, expiresAtMs });
    },
  };
}
