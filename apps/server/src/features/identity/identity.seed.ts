import type { SeedStep } from '../../platform/modules/demo-plan.ts';
import { insertUser } from './identity.repository.ts';

/** The demo staff's accounts (username, the demo password), one per staff person. */
export const identitySeed: SeedStep = {
  after: ['members'],
  async run(tx, { organisation: org, passwordHash }) {
    for (const staff of org.staff) {
      await insertUser(tx, {
        id: staff.userId,
        applicationId: org.id,
        personId: staff.id,
        username: staff.username,
        passwordHash,
      });
    }
  },
};
