import type { PlanType } from '@clubline/domain';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { CombinedError } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { fieldErrorsOf } from '../../../app/graphql/errors.ts';
import {
  initialPaymentOptionValues,
  type OptionContext,
  type StoredPaymentOption,
  toFormErrors,
  validatePaymentOptionForm,
} from './payment-option-form.ts';

/**
 * The payment option form's state: values, validation by the shared schema, and a server failure
 * shown as it should be (spec 3 §8): field messages under their inputs, anything else as the
 * server error message under the form.
 */
export function usePaymentOptionForm(options: {
  option?: StoredPaymentOption | null | undefined;
  planType: PlanType | string;
  country: string;
  membershipPlanId?: string | undefined;
  defaultBranchId?: string | null | undefined;
}) {
  const context: OptionContext = {
    planType: options.planType,
    country: options.country,
    membershipPlanId: options.membershipPlanId,
    id: options.option?.id,
  };
  // Validated on submit with the context of that moment (the create modal's plan type and country
  // are step 1's, which the user may change by going Back).
  const form = useForm({
    initialValues: initialPaymentOptionValues(options.option, options.country, options.defaultBranchId),
  });
  const [serverError, setServerError] = useState<string | null>(null);

  /** Shows a failed save; field messages are mapped with the prefix the input had (e.g. firstPaymentOption.). */
  function showFailure(error: CombinedError | undefined, prefix = '') {
    const messages = Object.fromEntries(
      Object.entries(fieldErrorsOf(error))
        .filter(([path]) => path.startsWith(prefix))
        .map(([path, message]) => [path.slice(prefix.length), message]),
    );
    const { errors, other } = toFormErrors(messages);
    form.setErrors(errors);
    setServerError(
      Object.keys(errors).length > 0 && other.length === 0 ? null : (other[0] ?? errorTextOf(error)),
    );
  }

  /** Shows the schema's messages; true when there are none. */
  function check(): boolean {
    const errors = validatePaymentOptionForm(form.getValues(), context);
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  }

  return { form, context, check, serverError, setServerError, showFailure };
}
