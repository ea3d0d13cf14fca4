import { type DemoOrganisation, type SeedStep, seedId } from '../../platform/modules/demo-plan.ts';
import {
  type BranchBillingAccountInsert,
  insertAccessTypes,
  insertBranchBillingAccounts,
} from './billing-accounts.repository.ts';
import { sanitiseTerms } from './terms-sanitiser.ts';

/** Id kinds of this module's demo rows (demo-plan.ts numbers its own kinds 1 to 7). */
const KIND = { billingAccount: 0x20, accessType: 0x21 } as const;

/** The demo access levels a plan can grant, in the order the plan form lists them. */
const DEMO_ACCESS_TYPES = ['All hours', 'Off-peak', 'Pool only', 'Classes only'] as const;

/** The demo accounts of every branch: the default first. */
const DEMO_BILLING_ACCOUNT_NAMES = ['Main account', 'Corporate account'] as const;
export type DemoBillingAccountName = (typeof DEMO_BILLING_ACCOUNT_NAMES)[number];

/** The fixed id of a demo branch's account (`branchIndex` in the organisation's branch order). */
export function demoBillingAccountId(
  tenant: number,
  branchIndex: number,
  name: DemoBillingAccountName,
): string {
  return seedId(tenant, KIND.billingAccount, branchIndex * 10 + DEMO_BILLING_ACCOUNT_NAMES.indexOf(name) + 1);
}

/** Fees in cents: a little higher in Australia, as the demo's AUD prices are. */
const FEES = {
  'Main account': {
    NZ: { establishmentFee: 4900, defaultCharge: 1000, cancellationFee: 7500, suspensionFee: 500 },
    AU: { establishmentFee: 5900, defaultCharge: 1250, cancellationFee: 7900, suspensionFee: 450 },
  },
  // Employers pay the joining costs; members still pay a suspension fee.
  'Corporate account': {
    NZ: { establishmentFee: 0, defaultCharge: 1000, cancellationFee: 0, suspensionFee: 300 },
    AU: { establishmentFee: 0, defaultCharge: 1250, cancellationFee: 0, suspensionFee: 300 },
  },
} as const;

function termsFor(org: DemoOrganisation, branchName: string, account: DemoBillingAccountName): string {
  const corporate = account === 'Corporate account';
  return sanitiseTerms(
    [
      `<h3>${org.name} ${branchName}: membership terms</h3>`,
      '<p>By setting up your payments you agree to these terms and authorise us to debit the nominated account or card on each payment date.</p>',
      '<ul>',
      '<li><strong>Payments</strong> are taken in advance at the frequency of your payment option. A failed payment incurs the default charge and is retried after three days.</li>',
      corporate
        ? '<li><strong>Corporate memberships</strong> are paid by your employer. Your membership ends when your employer ends its agreement with us.</li>'
        : '<li><strong>Cancellation</strong> needs 30 days written notice; a cancellation fee applies within a fixed term.</li>',
      '<li><strong>Suspension</strong> is available for 1 to 12 weeks a year; a weekly suspension fee applies while suspended.</li>',
      '<li>Please bring your access card on every visit; a replacement card is charged.</li>',
      '</ul>',
      `<p>Questions? Email <a href="mailto:${branchName.toLowerCase().replace(/[^a-z]+/g, '')}@${org.domain}.example.com">the front desk</a>.</p>`,
    ].join('\n'),
  );
}

/** Each demo branch's billing accounts (one default) and the organisation's access types. */
export const billingAccountsSeed: SeedStep = {
  after: ['branches'],
  async run(tx, { organisation: org, tenantNumber }) {
    const rows: BranchBillingAccountInsert[] = org.branches.flatMap((branch, branchIndex) =>
      DEMO_BILLING_ACCOUNT_NAMES.map((name, accountIndex) => ({
        id: demoBillingAccountId(tenantNumber, branchIndex, name),
        applicationId: org.id,
        branchId: branch.id,
        businessAccountId: `${org.billingProvider === 'PAYSMART' ? 'PS' : 'DS'}-${branch.country}-${String(
          (tenantNumber * 100 + branchIndex) * 10 + accountIndex + 1,
        ).padStart(6, '0')}`,
        name,
        ...FEES[name][branch.country],
        isDefault: accountIndex === 0,
        termsAndConditions: termsFor(org, branch.name, name),
      })),
    );
    await insertBranchBillingAccounts(tx, rows);
    await insertAccessTypes(
      tx,
      DEMO_ACCESS_TYPES.map((name, index) => ({
        id: seedId(tenantNumber, KIND.accessType, index + 1),
        applicationId: org.id,
        name,
        sortOrder: index + 1,
      })),
    );
  },
};
