import { IconFileText, IconReceipt } from '@tabler/icons-react';
import {
  CURRENT_BRANCH,
  type ModuleRoute,
  type Requires,
  type WebModule,
} from '../../app/modules/web-module.ts';
import { BILLING_ACCOUNTS_ROUTE, TERMS_ROUTE } from './paths.ts';

/**
 * Spec 3 §2 "Branch billing accounts and terms": two branch-level pages behind the billing
 * accounts flag (off: not found). Reading needs view-membership-plan on the branch, as the server
 * (docs/billing-accounts.md); editing is decided per account (canEdit) and the maintain flag.
 */
const requires: Requires<'branch'> = {
  operation: 'view-membership-plan',
  on: CURRENT_BRANCH,
  flag: 'billing_accounts',
};

const billingAccounts: ModuleRoute<'branch'> = {
  path: BILLING_ACCOUNTS_ROUTE,
  requires,
  lazy: async () => ({
    Component: (await import('./BranchBillingAccountsPage.tsx')).BranchBillingAccountsPage,
  }),
};

const terms: ModuleRoute<'branch'> = {
  path: TERMS_ROUTE,
  requires,
  lazy: async () => ({ Component: (await import('./BranchTermsPage.tsx')).BranchTermsPage }),
};

export const billingAccountsModule: WebModule = {
  name: 'billing-accounts',
  routes: { branch: [billingAccounts, terms] },
  navigation: {
    branch: [
      { label: 'Billing accounts', icon: IconReceipt, route: billingAccounts },
      { label: 'Terms & Conditions', icon: IconFileText, route: terms },
    ],
  },
};
