/**
 * How fast the job queue reacts to a failed job, to a job it was not woken for, and to a worker that
 * died (docs/operations.md "Jobs"). Production keeps the values below; the test harness and the
 * browser journeys shorten them so they do not wait out real back-offs (testing/test-constants.ts).
 */
export interface JobTiming {
  /** Seconds before a failed job runs again (pg-boss's `retryDelay`, a queue setting). */
  retryDelaySeconds: number;
  /**
   * Whether each retry waits about twice as long as the one before, with jitter: 1–2 s, 2–4 s,
   * 4–8 s from a 1 s delay (pg-boss's `retryBackoff`; it counts a 0 s delay as 1 s then).
   */
  retryBackoff: boolean;
  /**
   * Seconds between a worker's polls of every queue, instead of each job's own interval (1–2 s
   * for the queues staff wait on, pg-boss's 30 s for the rest). Polls find what no NOTIFY
   * announces: retries coming due, a NOTIFY missed while busy.
   */
  pollingIntervalSeconds: number | undefined;
  /**
   * Seconds between the worker's supervision passes, which retry the jobs of a worker that died
   * (heartbeat older than 10 s) and refresh the queue statistics.
   */
  superviseIntervalSeconds: number;
}

/**
 * Three retries 1–2 s, 2–4 s and 4–8 s apart ride out a door controller or gateway that blips;
 * a crashed worker's jobs run again within about 20 s (heartbeat 10 s + one supervision pass).
 */
export const PRODUCTION_JOB_TIMING: JobTiming = {
  retryDelaySeconds: 1,
  retryBackoff: true,
  pollingIntervalSeconds: undefined,
  superviseIntervalSeconds: 10,
};

/** The JOB_* settings of the process configuration (platform/config.ts). */
export interface JobTimingSettings {
  JOB_RETRY_DELAY_SECONDS: number;
  JOB_RETRY_BACKOFF: 'true' | 'false';
  JOB_POLLING_INTERVAL_SECONDS?: number | undefined;
  JOB_SUPERVISE_INTERVAL_SECONDS: number;
}

/** The timing the process's configuration asks for (production's where a variable is unset). */
export function jobTimingOf(config: JobTimingSettings): JobTiming {
  return {
    retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
    retryBackoff: config.JOB_RETRY_BACKOFF === 'true',
    pollingIntervalSeconds: config.JOB_POLLING_INTERVAL_SECONDS,
    superviseIntervalSeconds: config.JOB_SUPERVISE_INTERVAL_SECONDS,
  };
}
