import type { FieldCheck } from '@clubline/domain';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { type FormEvent, useRef } from 'react';

/**
 * A check of form values: the value to submit, or messages per field path ('address.city'), as
 * the domain's `checkFields` answers. Not Mantine's `schemaResolver`: it answers messages only, so
 * the submit handler would parse a second time for the value (trimmed, blanks left out), and it
 * cannot move a path to the input that shows it (a phone's issues under its number).
 */
export type FormCheck<Values, Checked> = (values: Values) => FieldCheck<Checked>;

export interface CheckedForm<Values, Checked> {
  form: UseFormReturnType<Values>;
  /** Wraps the submit handler: the first submit shows the messages; a valid form calls `handler`. */
  onSubmit: (handler: (value: Checked) => unknown) => (event?: FormEvent<HTMLFormElement>) => void;
  /** Back to the initial values, with no messages and as if never submitted. */
  reset: () => void;
}

/**
 * Spec 1 §5.1: a form's messages show only after the first submit attempt; from then on they follow
 * the values as the user corrects them. The rules are the `check` function (a domain schema).
 */
export function useCheckedForm<Values extends Record<string, unknown>, Checked>(
  initialValues: Values,
  check: FormCheck<Values, Checked>,
): CheckedForm<Values, Checked> {
  const submitted = useRef(false);
  const form: UseFormReturnType<Values> = useForm<Values>({
    initialValues,
    clearInputErrorOnChange: false,
    onValuesChange: (values) => {
      if (!submitted.current) return;
      const result = check(values);
      form.setErrors(result.ok ? {} : result.errors);
    },
  });
  return {
    form,
    onSubmit: (handler) => (event) => {
      event?.preventDefault();
      submitted.current = true;
      const result = check(form.getValues());
      if (!result.ok) {
        form.setErrors(result.errors);
        focusFirstMessage(event?.currentTarget);
        return;
      }
      form.clearErrors();
      void handler(result.value);
    },
    reset: () => {
      submitted.current = false;
      form.reset();
      form.clearErrors();
    },
  };
}

/**
 * After a failed submit, focuses the form's first field showing a message once it shows, and brings
 * it into view (a long form may have scrolled past it). Centred, not only scrolled to an edge: a
 * modal's sticky title would cover the field there. For a form that keeps its values by hand too.
 */
export function focusFirstMessage(form: HTMLFormElement | undefined): void {
  requestAnimationFrame(() => {
    const invalid = firstInvalidInput(form);
    invalid?.focus({ preventScroll: true });
    invalid?.scrollIntoView?.({ block: 'center' });
  });
}

/**
 * The first field showing a message, in the form's order: an input marked aria-invalid, or the
 * first input of a group whose wrapper shows the message (a Radio.Group marks no input invalid, so
 * Pay overdue's Payment type, below the fold on a phone, was never brought into view).
 */
function firstInvalidInput(form: HTMLFormElement | undefined): HTMLElement | null {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"], .mantine-InputWrapper-error');
  if (!first?.classList.contains('mantine-InputWrapper-error')) return first ?? null;
  return (
    first.closest('.mantine-InputWrapper-root')?.querySelector<HTMLElement>('input, textarea, select') ?? null
  );
}
