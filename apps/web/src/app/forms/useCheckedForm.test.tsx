import { Radio, TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/render.tsx';
import { useCheckedForm } from './useCheckedForm.ts';

type Values = { note: string; paymentType: string };

function PaymentForm() {
  const { form, onSubmit } = useCheckedForm<Values, Values>({ note: 'paid', paymentType: '' }, (values) =>
    values.paymentType === ''
      ? { ok: false, errors: { paymentType: 'Please choose a payment type' } }
      : { ok: true, value: values },
  );
  return (
    <form onSubmit={onSubmit(() => {})} noValidate>
      <TextInput label="Note" {...form.getInputProps('note')} />
      <Radio.Group label="Payment type" {...form.getInputProps('paymentType')}>
        <Radio value="CASH" label="Cash" />
        <Radio value="EFTPOS" label="EFTPOS" />
      </Radio.Group>
      <button type="submit">Pay</button>
    </form>
  );
}

describe('useCheckedForm', () => {
  it('moves focus to the first radio of a group showing a message after a failed submit', async () => {
    renderWithTheme(<PaymentForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Please choose a payment type')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Cash' })));
  });
});
