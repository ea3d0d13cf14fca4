/**
 * What an operation is checked against (ARCHITECTURE rule 5). A closed list: each kind but
 * `any-branch` and `organisation` has exactly one resolver on the server, contributed by the
 * feature that owns it, which finds the branch(es) that own the subject as stored, never as the
 * request claims. Acting on a subject takes the operation on every owning branch (a subject with
 * no owner is nobody's); seeing one that several branches share (an option sold at three, a staff
 * member working at two) takes it on one of the branches it is at.
 */
export type Subject =
  /** "On at least one branch" (spec 1 §6): menus, organisation-wide lists filtered per branch. */
  | { kind: 'any-branch' }
  /**
   * The organisation itself, owned by every one of its branches: what no branch owns alone (the
   * roles' list, organisation settings, a plan before any branch sells it).
   */
  | { kind: 'organisation' }
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
   * must be one the actor could have granted there (`couldHaveGranted`). Seen from any branch
   * they work for (with none, they are the organisation's).
   */
  | { kind: 'staff-member'; id: string }
  /**
   * A membership plan: owned by every branch selling one of its payment options (a plan no branch
   * sells is the organisation's: every branch), seen from any of them.
   */
  | { kind: 'membership-plan'; id: string }
  /** A payment option: owned by every branch selling it, seen from any of them. */
  | { kind: 'payment-option'; id: string }
  /** A role: organisation-wide, so owned by every branch of the organisation. */
  | { kind: 'role'; id: string }
  /** A class: owned by every branch it runs at (editing it takes all), seen from any of them. */
  | { kind: 'class'; id: string }
  /** A session (one occurrence): owned by its branch. A removed (cancelled) session is no subject. */
  | { kind: 'session'; id: string };

export type SubjectKind = Subject['kind'];

/** Kinds decided from the viewer's permissions alone, with no read: no resolver. */
export type UnresolvedSubjectKind = 'any-branch' | 'organisation';

/** Kinds whose owners come from the database (all but `any-branch` and `organisation`). */
export type ResolvedSubjectKind = Exclude<SubjectKind, UnresolvedSubjectKind>;

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
  'class',
  'session',
] as const satisfies readonly ResolvedSubjectKind[];

export const SUBJECT_KINDS = [
  'any-branch',
  'organisation',
  ...RESOLVED_SUBJECT_KINDS,
] as const satisfies readonly SubjectKind[];
