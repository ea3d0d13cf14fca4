import { type DoorController, DoorControllerRefusal } from './door-controller.ts';
import type { SandboxDoorStore } from './sandbox-door-controller.repository.ts';

/**
 * Card numbers the sandbox refuses (docs/access-control.md "Test numbers"): FAIL… is refused on
 * every push, so the card ends FAILED after the retries; FLAKY… is refused on its first push only,
 * so it shows RETRYING and then SUCCEEDED. Removals are always accepted.
 */
const ALWAYS_REFUSED_PREFIX = 'FAIL';
const REFUSED_ONCE_PREFIX = 'FLAKY';

/**
 * A door controller that keeps its credentials in PostgreSQL (owner role only), as the real one
 * keeps them in its own memory. Used outside production and by the tests.
 */
export function sandboxDoorController(store: SandboxDoorStore): DoorController {
  return {
    async grant(credential) {
      const earlier = await store.countPush(credential);
      if (credential.name.startsWith(ALWAYS_REFUSED_PREFIX)) {
        throw new DoorControllerRefusal(`The controller refused ${credential.name} (test number)`);
      }
      if (credential.name.startsWith(REFUSED_ONCE_PREFIX) && earlier === 0) {
        throw new DoorControllerRefusal(`The controller was busy with ${credential.name} (test number)`);
      }
      await store.setActive(credential, true);
    },
    async revoke(credential) {
      await store.countPush(credential);
      await store.setActive(credential, false);
    },
  };
}
