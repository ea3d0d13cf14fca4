import type { SeedStep } from '../../platform/modules/demo-plan.ts';
import { demoVisitsOf } from '../members/public.ts';
import { recordArrivals } from './arrivals.service.ts';

/** The demo members' and prospects' visits over the last 24 months, as members made them up. */
export const arrivalsSeed: SeedStep = {
  after: ['members'],
  async run(tx, demo) {
    await recordArrivals(
      tx,
      demoVisitsOf(demo).map((visit) => ({ applicationId: demo.organisation.id, ...visit })),
    );
  },
};
