import type { Permissions } from '@clubline/domain';
import type { Discovery } from '../auth/discovery.ts';
import type { ResolvedDomain } from '../auth/domain.ts';

/** What the start-up learned about the signed-in user and the organisation. */
export interface SessionBranch {
  id: string;
  name: string;
  country: string;
}

interface SessionGroup {
  id: string;
  name: string;
  description: string | null;
  branches: readonly string[];
}

export interface SessionData {
  userId: string;
  personId: string | null;
  applicationId: string;
  /** "First Last", or null when the person has no name. */
  displayName: string | null;
  permissions: Permissions;
  /** Every branch of the organisation, sorted by name. */
  branches: readonly SessionBranch[];
  /** Every group, ALL_BRANCHES first. */
  groups: readonly SessionGroup[];
  domain: ResolvedDomain;
  options: Discovery['options'];
}
