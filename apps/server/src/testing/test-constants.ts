import type { JobTiming } from '../platform/jobs/job-timing.ts';

/**
 * The template databases the global set-up makes; each test file clones one. `empty` is migrated,
 * with the job queues and grants, and no organisation: tests build their own data (testing/
 * builders.ts). `demo` is `empty` plus the demo seed, for the seed's own tests only.
 */
export const TEMPLATE_DATABASES = {
  empty: 'clubline_template',
  demo: 'clubline_template_demo',
} as const;

export type TestTemplate = keyof typeof TEMPLATE_DATABASES;

export const TEST_APP_ROLE = { user: 'app_user', password: 'app_user_test_password' };

/**
 * The job queue's timing in tests: a failed job runs again at the next poll (no back-off), every
 * queue is polled every 0.5 s (pg-boss's floor) and a dead worker's jobs are found within a second
 * of their heartbeat going stale. Tests still see every retry happen, without waiting out
 * production's 1–2, 2–4 and 4–8 s, its 30 s polls of quiet queues or its 10 s supervision.
 */
export const TEST_JOB_TIMING: JobTiming = {
  retryDelaySeconds: 0,
  retryBackoff: false,
  pollingIntervalSeconds: 0.5,
  superviseIntervalSeconds: 1,
};

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
