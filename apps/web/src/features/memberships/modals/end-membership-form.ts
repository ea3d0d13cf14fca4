import {
  CANCELLATION_REASON_LABELS,
  CANCELLATION_REASONS,
  type CancellationReason,
  CHANGE_MEMBERSHIP_CANCELLATION_REASON,
  checkFields,
  type EndMembershipContext,
  endMembershipInputSchemaFor,
  type FieldCheck,
} from '@clubline/domain';

/**
 * Ours: the spec says only that a minimum-term notice shows (spec 2 §5). Whether a fee is charged
 * is the server's to say (none where no payment was ever set up to take it: docs/billing.md), so
 * the notice points at the preview's "Charged now" instead of promising one.
 */
export const insideMinimumTermNotice = (termEnd: string) =>
  `This date is inside the minimum term, which ends on ${termEnd}. Any cancellation fee for the term not served is listed under Charged now.`;

/** The reasons staff pick from; the upgrade/downgrade reason belongs to Change membership. */
export const END_REASON_OPTIONS = CANCELLATION_REASONS.filter(
  (reason) => reason !== CHANGE_MEMBERSHIP_CANCELLATION_REASON,
).map((reason) => ({ value: reason, label: CANCELLATION_REASON_LABELS[reason] }));

/** A type, not an interface: the form's values are a record (useCheckedForm). */
export type EndMembershipValues = {
  cancellationDate: string;
  cancellationReason: string | null;
};

/** The server's schema (endMembershipInputSchemaFor, spec 2 §5) on the form's values. */
export function checkEndMembership(
  values: EndMembershipValues,
  context: EndMembershipContext,
): FieldCheck<{ cancellationDate: string; cancellationReason: CancellationReason }> {
  return checkFields(endMembershipInputSchemaFor(context), {
    cancellationDate: values.cancellationDate,
    cancellationReason: values.cancellationReason ?? undefined,
  });
}

/**
 * The billing dates a billing member may end on (spec 2 §5): the server's (Membership.endDates, the
 * provider's dates 2 weeks apart from the end of what is charged, 6 months ahead), up to the current
 * end date when there is one.
 */
export function endDateOptions(billingDates: readonly string[], endDate: string | null): string[] {
  return billingDates.filter((date) => endDate === null || date <= endDate);
}
