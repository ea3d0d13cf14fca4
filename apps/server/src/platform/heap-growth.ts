import v8 from 'node:v8';

/**
 * How far V8 may let the old generation grow past what is live before its next full collection:
 * 50%. Left to itself V8 picks a factor between 1.1 and 4 from the heap limit and the mutator's
 * speed, and on a host with 8 GB or more and no container limit (heap limit 2 GB and more) it takes
 * up to 4: an api with 90 MB live then grows to about 350 MB before it collects. A streamed export
 * promotes about half a kilobyte a row that dies soon after (the driver's parsed batches outlive
 * two young collections while the download drains), so a million-row export made the api's RSS
 * grow by 220-270 MB though it held only a batch. At 50% the same export grows by about 50 MB,
 * with no measurable cost in its time (bench/README.md, reports-export). A container of 1 GB, as
 * docs/operations.md sizes the api, already gets about 1.3 from V8; this makes the bound the
 * process's own rather than the host's.
 */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Sets the bound for this process (V8 reads it at each full collection), unless the operator set
 * `--heap-growing-percent` themselves (node flags or NODE_OPTIONS). Call once at process start.
 */
export function boundHeapGrowth(): void {
  const flags = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].join(' ');
  if (/--heap[-_]growing[-_]percent/.test(flags)) return;
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
