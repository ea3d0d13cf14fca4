// oidc-provider's types come from @types/oidc-provider (9.12, written for oidc-provider 9). This
// augmentation only keeps the name the earlier hand-written declarations gave a grant, which
// features/identity/oidc-provider.ts still imports; once that file says `Grant`, delete this one.
import type { Grant } from 'oidc-provider';

declare module 'oidc-provider' {
  /** A grant as `provider.Grant.find` returns it and `loadExistingGrant` expects it. */
  export type GrantInstance = Grant;
}
