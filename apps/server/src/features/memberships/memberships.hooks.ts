import { Temporal } from 'temporal-polyfill';
import { billingStatusesChanged } from '../billing/public.ts';
import { refreshOverdueTags } from './blocking/overdue.ts';

/**
 * The 'overdue' person tag follows the ledger (spec 2 §4 "Overdue"): when a billing run changes
 * the account billing status of people's memberships, their tags are refreshed in the run's own
 * transaction, as of the day the run assessed the statuses on.
 */
export const overdueTagsAfterBilling = billingStatusesChanged.handledBy((tx, { personIds, today }) =>
  refreshOverdueTags(tx, personIds, Temporal.PlainDate.from(today)),
);
