import { describe, expect, it } from 'vitest';
import { makeBillingMembership, makeBillingSetup } from '../features/billing/billing.testing.ts';
import { organisationsToBill } from '../features/billing/billing-run.ts';
import { findSignupToken } from '../features/billing/payment-setup/payment-setup.repository.ts';
import { withTenant } from '../platform/db/tenant.ts';
import { useProductionRecipe } from '../testing/production-recipe.ts';

/**
 * The features' reads across organisations, as the owner of the production recipe makes them
 * (docs/security.md "Forced RLS"): that owner reads no tenant row without a tenant but through
 * its named policies, while the development and test clusters' superuser owner reads every row,
 * so each of these worked there whatever it did here.
 */
describe('what the features read across organisations under the production recipe', () => {
  const recipe = useProductionRecipe();

  it("finds a payment setup link's membership by its token (SECURITY DEFINER as the owner)", async () => {
    const { pools, own } = recipe;
    // The public page (docs/billing.md "Payment setup page") knows only the token when it opens.
    const setup = await own.build((tx) => makeBillingSetup(tx));
    const pending = await withTenant(pools.appDb, own.applicationId, (tx) =>
      makeBillingMembership(tx, setup),
    );
    const used = await withTenant(pools.appDb, own.applicationId, (tx) =>
      makeBillingMembership(tx, setup, { ddrStatus: 'DDR_ACTIVE' }),
    );
    expect(await findSignupToken(pools.owner, pending.signupToken ?? '')).toEqual({
      applicationId: own.applicationId,
      membershipId: pending.id,
    });
    expect(await findSignupToken(pools.owner, used.signupToken ?? '')).toBeNull();
    // The lookup is all the owner gains: it still reads no billing account across organisations.
    const { rows } = await pools.owner.query('select membership_id from membership_billing_accounts');
    expect(rows).toEqual([]);
  });

  it("counts each organisation's billing day in its first branch's zone, read in its own tenant", async () => {
    const { pools, own, other } = recipe;
    // A subquery on branches from the owner's list of organisations answered null here, so every
    // club would have billed on the default zone's day.
    const billed = await organisationsToBill(pools.owner, pools.appDb);
    expect(billed.map((organisation) => organisation.applicationId).sort()).toEqual(
      [own.applicationId, other.applicationId].sort(),
    );
    for (const organisation of billed) expect(organisation.timeZone).toMatch(/^(Pacific|Australia)\//);
  });
});
