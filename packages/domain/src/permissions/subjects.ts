/**
 * What an operation is checked against (ARCHITECTURE rule 5). A closed list: each kind but
 * `any-branch` has exactly one resolver on the server, contributed by the feature that owns it,
 * which finds the branch(es) that own the subject as stored, never as the request claims.
 * The operation must be held on every owning branch; a subject with no owner is nobody's.
 */
export type Subject =
  /** "On at least one branch" (spec 1 §6): menus, organisation-wide lists filtered per branch. */
  | { kind: 'any-branch' }
  | { kind: 'branch'; id: string }
  /** Several branches at once (e.g. the branches a new group will hold). */
  | { kind: 'branches'; ids: readonly string[] }
  /** A branch group: owned by every branch it holds. */
  | { kind: 'branch-group'; id: string }
  /** A person (member, prospect, staff): owned by their home branch. */
  | { kind: 'person'; id: string }
  /** A staff user account: owned by every branch its role assignments cover. */
  | { kind: 'user'; id: string }
  /**
   * A staff member (person id) as someone to manage (edit, password, activity, photo, cards):
   * owned by every branch they work for and every branch their role assignments cover
   * (ALL_BRANCHES and groups expanded; with neither, every branch), and each role they hold
   * must be one the actor could have granted there (`couldHaveGranted`).
   */
  | { kind: 'staff-member'; id: string }
  /** A membership plan: owned by every branch selling one of its payment options. */
  | { kind: 'membership-plan'; id: string }
  /** A payment option: owned by every branch selling it. */
  | { kind: 'payment-option'; id: string }
  /** A role: organisation-wide, so owned by every branch of the organisation. */
  | { kind: 'role'; id: string };

export type SubjectKind = Subject['kind'];

/** Kinds whose owners come from the database (all but `any-branch`). */
export type ResolvedSubjectKind = Exclude<SubjectKind, 'any-branch'>;

export const RESOLVED_SUBJECT_KINDS = [
  'branch',
  'branches',
  'branch-group',
  'person',
  'user',
  'staff-member',
  'membership-plan',
  'payment-option',
  'role',
] as const satisfies readonly ResolvedSubjectKind[];
