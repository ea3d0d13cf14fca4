import { type SeedStep, seedId } from '../../platform/modules/demo-plan.ts';
import { demoBillingAccountId } from '../billing-accounts/public.ts';
import { insertCatalogue, type MembershipPlanInsert, type PaymentOptionInsert } from './plans.repository.ts';
import { DEMO_CATALOGUE } from './seed/demo-catalogue.ts';

/** Id kinds of this module's demo rows (demo-plan.ts numbers 1 to 7, billing accounts 0x20–0x21). */
const KIND = { plan: 0x30, option: 0x31 } as const;

/**
 * The demo catalogue (seed/demo-catalogue.ts) for each organisation: plans of the countries it has
 * branches in, options sold at those branches, each selling branch billed through its main (or
 * corporate) account, the default one billing-accounts seeds.
 */
export const plansSeed: SeedStep = {
  after: ['branches', 'billing-accounts'],
  async run(tx, { organisation: org, tenantNumber }) {
    const plans: MembershipPlanInsert[] = [];
    const options: PaymentOptionInsert[] = [];
    const selling: { applicationId: string; paymentOptionId: string; branchId: string }[] = [];
    const settings: {
      applicationId: string;
      paymentOptionId: string;
      branchId: string;
      branchBillingAccountId: string;
      waiveAdminFee: boolean;
    }[] = [];
    const indexed = org.branches.map((branch, index) => ({ branch, index }));
    let optionNumber = 0;
    for (const [planIndex, plan] of DEMO_CATALOGUE.entries()) {
      const home = indexed.filter(({ branch }) => branch.country === plan.country);
      if (home.length === 0) continue;
      const planId = seedId(tenantNumber, KIND.plan, planIndex + 1);
      plans.push({
        id: planId,
        applicationId: org.id,
        name: plan.name,
        description: plan.description,
        country: plan.country,
        accessType: plan.accessType,
        type: plan.type,
        numberOfVisits: plan.numberOfVisits ?? null,
      });
      for (const option of plan.options) {
        const id = seedId(tenantNumber, KIND.option, ++optionNumber);
        options.push({
          ...option.columns,
          id,
          applicationId: org.id,
          membershipPlanId: planId,
          name: option.name,
          status: option.status,
        });
        const abroad = option.outside
          ? indexed.filter(({ branch }) => branch.country !== plan.country).slice(0, 1)
          : [];
        for (const { branch, index } of [...home, ...abroad]) {
          selling.push({ applicationId: org.id, paymentOptionId: id, branchId: branch.id });
          settings.push({
            applicationId: org.id,
            paymentOptionId: id,
            branchId: branch.id,
            branchBillingAccountId: demoBillingAccountId(
              tenantNumber,
              index,
              option.corporateAccount ? 'Corporate account' : 'Main account',
            ),
            // Corporate members never pay the administration fee: their employer's agreement covers it.
            waiveAdminFee: option.corporateAccount === true,
          });
        }
      }
    }
    await insertCatalogue(tx, { plans, options, selling, settings });
  },
};
