import { type Algorithm, hash, verify } from '@node-rs/argon2';

// The package declares its algorithms as an ambient const enum, which erasable TypeScript cannot
// read at run time; 2 is its value for Argon2id.
const ARGON2ID = 2 as Algorithm;

/** argon2id with the library's recommended cost (19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
