/** Tags an arrival can carry (spec 1 §4.2). */
export const ARRIVAL_TAGS = [
  'STOPPED',
  'PAID',
  'OVERDUE',
  'DENIED',
  'MANUAL',
  'RE_ENTRY',
  'SUSPENDED',
  'BLOCKED',
  'INACTIVE',
  'MANUAL_TRANSFER',
  'NO_VAX_CERT',
  'NEW_REPORT_TAG',
] as const;
export type ArrivalTag = (typeof ARRIVAL_TAGS)[number];
