import type { SubjectKind } from '@clubline/domain';
import { ANY_ROLE, type Operation } from '../auth/authorization.ts';

/**
 * What a root field declares about who may call it (ARCHITECTURE rule 5), read by the schema test
 * and printed into the reviewed declarations snapshot. The scope gate runs before the resolver
 * (the operation on at least one branch); the service then authorizes the subject itself.
 */
export interface AuthorizationDeclaration {
  operation: Operation;
  subject: SubjectKind;
  /** The gate is "signed in" because one case needs no operation (reading one's own account). */
  selfAllowed?: true;
}

export interface SignedInOnlyDeclaration {
  /** Why any signed-in user may call it; the field must also be on the test's allow-list. */
  signedInOnly: string;
}

/** `operation` on `subject`, checked in the service; the gate needs it on at least one branch. */
export function requires(operation: Operation, subject: SubjectKind, options: { selfAllowed?: true } = {}) {
  const declaration: AuthorizationDeclaration = { operation, subject, ...options };
  const gate =
    operation === ANY_ROLE || options.selfAllowed ? { authenticated: true } : { anyBranch: operation };
  return { authScopes: gate, extensions: { authorization: declaration } };
}

/** Open to every signed-in user of the organisation, for the stated reason. */
export function signedInOnly(reason: string) {
  const declaration: SignedInOnlyDeclaration = { signedInOnly: reason };
  return { authScopes: { authenticated: true }, extensions: { authorization: declaration } };
}
