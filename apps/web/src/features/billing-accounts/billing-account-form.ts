import {
  type BranchBillingAccountEdit,
  branchBillingAccountEditSchema,
  centsToAmount,
  fieldErrorsFromIssues,
  parseMoneyToCents,
} from '@clubline/domain';

/** The billing account edit modal's values: the fees as typed (currency units), the default flag. */
export interface BillingAccountFormValues {
  cancellationFee: number | string;
  suspensionFee: number | string;
  isDefault: boolean;
}

export type BillingAccountFormErrors = Partial<Record<keyof BillingAccountFormValues, string>>;

const FIELDS = [
  'cancellationFee',
  'suspensionFee',
  'isDefault',
] as const satisfies (keyof BillingAccountFormValues)[];

/**
 * A typed amount as cents for the shared schema: blank stays empty ("… is required"), text that is
 * no amount stays text ("… must be a number"), anything else is floored to cents.
 */
function centsOf(typed: number | string): number | string | undefined {
  if (typeof typed === 'string' && typed.trim() === '') return undefined;
  return parseMoneyToCents(typed) ?? String(typed);
}

const schemaInput = (values: BillingAccountFormValues) => ({
  cancellationFee: centsOf(values.cancellationFee),
  suspensionFee: centsOf(values.suspensionFee),
  isDefault: values.isDefault,
});

/** Spec 3 §5 "Branch billing account edit": the domain schema the server validates with. */
export function validateBillingAccount(values: BillingAccountFormValues): BillingAccountFormErrors {
  const result = branchBillingAccountEditSchema.safeParse(schemaInput(values));
  const messages = fieldErrorsFromIssues(result.error?.issues ?? []);
  const errors: BillingAccountFormErrors = {};
  for (const field of FIELDS) if (messages[field] !== undefined) errors[field] = messages[field];
  return errors;
}

/** The mutation's fees and flag (cents), once the form is valid. */
export function toBillingAccountEdit(values: BillingAccountFormValues): BranchBillingAccountEdit {
  return branchBillingAccountEditSchema.parse(schemaInput(values));
}

/** The form's starting values from an account's stored cents. */
export function billingAccountFormValues(account: {
  cancellationFee: number;
  suspensionFee: number;
  isDefault: boolean;
}): BillingAccountFormValues {
  return {
    cancellationFee: centsToAmount(account.cancellationFee),
    suspensionFee: centsToAmount(account.suspensionFee),
    isDefault: account.isDefault,
  };
}
