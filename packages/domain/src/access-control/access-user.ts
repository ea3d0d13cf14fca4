import type { ProviderSyncStatus } from './sync-status.ts';

/** A card (token) as GET {base}/user/{personId} answers it (spec 3 §3). */
export interface AccessTokenView {
  id: string;
  /** The card number. */
  name: string;
  description: string;
  type: 'card';
  providerSyncStatus: ProviderSyncStatus[];
}

/** An access level the person holds at the door controller. */
export interface AccessLevelView {
  name: string;
  providerSyncStatus: ProviderSyncStatus[];
}

/** GET {base}/user/{personId}: the access-control user of a person (spec 3 §3). */
export interface AccessUserView {
  /** The person's id doubles as the access-control user id. */
  id: string;
  accessGroup: string | null;
  accessLevels: AccessLevelView[];
  tokens: AccessTokenView[];
}
