import {
  fieldErrorsFromIssues,
  type MembershipPlanDetailsInput,
  membershipPlanDetailsSchema,
  type PlanType,
} from '@clubline/domain';

/** Step 1 of Create membership plan and the plan Edit form (spec 3 §2, §5). */
export interface PlanDetailsValues {
  name: string;
  description: string;
  country: string | null;
  type: PlanType | null;
  numberOfVisits: string;
  accessType: string | null;
}

export type PlanDetailsErrors = Partial<Record<keyof PlanDetailsValues, string>>;

const FIELDS = ['name', 'description', 'country', 'type', 'numberOfVisits', 'accessType'] as const;

export const EMPTY_PLAN_DETAILS: PlanDetailsValues = {
  name: '',
  description: '',
  country: null,
  type: null,
  numberOfVisits: '',
  accessType: null,
};

function toPlanDetailsInput(values: PlanDetailsValues): MembershipPlanDetailsInput {
  return {
    name: values.name,
    description: values.description,
    country: values.country,
    type: values.type,
    accessType: values.accessType ?? '',
    numberOfVisits:
      values.type === 'VISITOR_PASS' && values.numberOfVisits.trim() !== ''
        ? values.numberOfVisits.trim()
        : undefined,
  };
}

/** The details' errors by the domain's schema (the server parses the same). */
export function validatePlanDetails(values: PlanDetailsValues): PlanDetailsErrors {
  const result = membershipPlanDetailsSchema.safeParse(toPlanDetailsInput(values));
  const messages = fieldErrorsFromIssues(result.error?.issues ?? []);
  const errors: PlanDetailsErrors = {};
  for (const field of FIELDS) if (messages[field] !== undefined) errors[field] = messages[field];
  return errors;
}

/** The number of visits as the API takes it (an Int), once valid. */
export function numberOfVisitsOf(values: PlanDetailsValues): number | null {
  return values.type === 'VISITOR_PASS' && values.numberOfVisits.trim() !== ''
    ? Number(values.numberOfVisits)
    : null;
}
