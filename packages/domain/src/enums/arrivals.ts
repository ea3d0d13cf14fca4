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

/**
 * How an arrival or transfer tag reads on screen (MANUAL_TRANSFER once leaked into the
 * activities). The spec lists the codes only; these are their plain words.
 */
export const ARRIVAL_TAG_LABELS: Readonly<Record<ArrivalTag, string>> = {
  STOPPED: 'Stopped',
  PAID: 'Paid',
  OVERDUE: 'Overdue',
  DENIED: 'Denied',
  MANUAL: 'Manual',
  RE_ENTRY: 'Re-entry',
  SUSPENDED: 'Suspended',
  BLOCKED: 'Blocked',
  INACTIVE: 'Inactive',
  MANUAL_TRANSFER: 'Manual transfer',
  NO_VAX_CERT: 'No vaccination certificate',
  NEW_REPORT_TAG: 'New',
};
