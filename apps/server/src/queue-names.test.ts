import { describe, expect, it } from 'vitest';
import { billingRunJob } from './features/billing/billing.jobs.ts';
import { BILLING_RUN_QUEUE } from './platform/metrics/queue-metrics.ts';

describe('queue names platform reads', () => {
  it('the billing-run metrics read the billing feature’s own queue', () => {
    expect(BILLING_RUN_QUEUE).toBe(billingRunJob.queue);
  });
});
