import { roleAssignmentOperation, type SubjectKind } from '@clubline/domain';
import { ANY_ROLE, type Operation, type Reach } from '../auth/authorization.ts';

/**
 * What a root field declares about who may call it (ARCHITECTURE rule 5), read by the schema test
 * and printed into the reviewed declarations snapshot. The scope gate runs before the resolver
 * (the operation on at least one branch); the service then authorizes the subject itself, with
 * the same operation, subject and reach.
 */
export interface AuthorizationDeclaration {
  operation: Operation;
  subject: SubjectKind;
  /** 'see': the operation on one of the branches a shared subject is at (authorize's reach). */
  reach?: Reach;
  /** The gate is "signed in" because one case needs no operation (reading one's own account). */
  selfAllowed?: true;
  /** The gate is "signed in" because the operation of a check in `also` is known only from the input. */
  gate?: 'signed-in';
  /** Further checks the service makes (a new plan's first option, a role's scope). */
  also?: readonly { operation: Operation; subject: SubjectKind; reach?: Reach }[];
}

interface SignedInOnlyDeclaration {
  /** Why any signed-in user may call it; the field must also be on the test's allow-list. */
  signedInOnly: string;
}

/** The assignment operation of the role an input names (`manage-role-assignment-<role>`). */
export const ROLE_ASSIGNMENT_OF_INPUT = roleAssignmentOperation('<role>');

/** `operation` on `subject`, checked in the service; the gate needs it on at least one branch. */
export function requires(
  operation: Operation,
  subject: SubjectKind,
  options: Omit<AuthorizationDeclaration, 'operation' | 'subject'> = {},
) {
  const declaration: AuthorizationDeclaration = { operation, subject, ...options };
  const gate =
    operation === ANY_ROLE || options.selfAllowed || options.gate === 'signed-in'
      ? { authenticated: true }
      : { anyBranch: operation };
  return { authScopes: gate, extensions: { authorization: declaration } };
}

/** Open to every signed-in user of the organisation, for the stated reason. */
export function signedInOnly(reason: string) {
  const declaration: SignedInOnlyDeclaration = { signedInOnly: reason };
  return { authScopes: { authenticated: true }, extensions: { authorization: declaration } };
}
