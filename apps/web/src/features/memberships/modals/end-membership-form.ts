import {
  CANCELLATION_REASON_LABELS,
  CANCELLATION_REASONS,
  type CancellationReason,
  CHANGE_MEMBERSHIP_CANCELLATION_REASON,
  type EndMembershipContext,
  endMembershipInputSchemaFor,
  fieldErrorsFromIssues,
} from '@clubline/domain';

/** Ours: the spec says only that a minimum-term notice shows (spec 2 §5). */
export const insideMinimumTermNotice = (termEnd: string) =>
  `This date is inside the minimum term, which ends on ${termEnd}: a cancellation fee is charged for the term not served.`;

/** The reasons staff pick from; the upgrade/downgrade reason belongs to Change membership. */
export const END_REASON_OPTIONS = CANCELLATION_REASONS.filter(
  (reason) => reason !== CHANGE_MEMBERSHIP_CANCELLATION_REASON,
).map((reason) => ({ value: reason, label: CANCELLATION_REASON_LABELS[reason] }));

export interface EndMembershipValues {
  cancellationDate: string;
  cancellationReason: string | null;
}

export type EndMembershipCheck =
  | { ok: true; cancellationDate: string; cancellationReason: CancellationReason }
  | { ok: false; errors: Partial<Record<keyof EndMembershipValues, string>> };

/** The server's schema (endMembershipInputSchemaFor, spec 2 §5) on the form's values. */
export function checkEndMembership(
  values: EndMembershipValues,
  context: EndMembershipContext,
): EndMembershipCheck {
  const checked = endMembershipInputSchemaFor(context).safeParse({
    cancellationDate: values.cancellationDate,
    cancellationReason: values.cancellationReason ?? undefined,
  });
  if (checked.success) return { ok: true, ...checked.data };
  return { ok: false, errors: fieldErrorsFromIssues(checked.error.issues) };
}

/**
 * The billing dates a billing member may end on (spec 2 §5): the provider's dates 2 weeks apart,
 * up to the current end date when there is one (the query asks for 6 months ahead).
 */
export function endDateOptions(billingDates: readonly string[], endDate: string | null): string[] {
  return billingDates.filter((date) => endDate === null || date <= endDate);
}

/** About 6 months of fortnightly billing dates. */
export const END_BILLING_DATE_COUNT = 14;
