import { describe, expect, it } from 'vitest';
import { billingRunJob } from './features/billing/billing.jobs.ts';
import {
  overdueAssessmentDayJob,
  overdueAssessmentJob,
} from './features/memberships/overdue-control.jobs.ts';
import { BILLING_RUN_QUEUE } from './platform/metrics/queue-metrics.ts';

describe('queue names platform reads', () => {
  it('the billing-run metrics read the billing feature’s own queue', () => {
    expect(BILLING_RUN_QUEUE).toBe(billingRunJob.queue);
  });

  it('overdue control keeps its queues: jobs already queued and the daily schedule are found by name', () => {
    expect([overdueAssessmentJob.queue, overdueAssessmentDayJob.queue]).toEqual([
      'overdue-assessment',
      'overdue-assessment-day',
    ]);
    expect(overdueAssessmentDayJob.schedule).toBe('0 18 * * *');
  });
});
