import { isDenialReasonCode } from '@clubline/domain';

/** Spec 2 §8: the arrivals list's load failure and empty texts. */
export const ARRIVALS_MESSAGES = {
  loadFailed: 'An error occurred while obtaining the arrivals list',
  empty: 'No arrivals',
} as const;

export type ArrivalResultFilter = 'ALL' | 'GRANTED' | 'DENIED';

export interface ArrivalsFilter {
  /** YYYY-MM-DD, or '' for today (the server's today in the branch time zone). */
  day: string;
  result: ArrivalResultFilter;
  /** A denial reason code, or 'ALL'. */
  reason: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * getArrivals variables of the filters: a day still being typed (not yet a date) asks for today,
 * as the empty field does; a reason narrows to denials, so it is sent with the result as it is.
 */
export function arrivalsVariables({ day, result, reason }: ArrivalsFilter) {
  return {
    day: ISO_DAY.test(day) ? day : null,
    result: result === 'ALL' ? null : result,
    reason: isDenialReasonCode(reason) ? reason : null,
    limit: 50,
  };
}
