import type { SeedStep } from '../../platform/modules/demo-plan.ts';
import { insertApplication } from './organisation.repository.ts';

/** The demo organisation's application row: every other step's rows belong to it. */
export const organisationSeed: SeedStep = {
  async run(tx, { organisation: org }) {
    await insertApplication(tx, {
      id: org.id,
      domain: org.domain,
      name: org.name,
      billingProvider: org.billingProvider,
      defaultCountry: org.defaultCountry,
    });
  },
};
