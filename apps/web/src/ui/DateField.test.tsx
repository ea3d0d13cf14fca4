import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render.tsx';
import { DateField, TYPED_DATE_INVALID } from './DateField.tsx';

function Form({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Start date" value={value} onChange={setValue} error={error} />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('2026-12-25')}>
        Christmas
      </button>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Start date' }) as HTMLInputElement;
const value = () => screen.getByTestId('value').textContent;

describe('DateField: a date typed and shown in the app’s format, kept as YYYY-MM-DD', () => {
  it('is a text field showing the stored date as the app shows dates, never the browser’s format', () => {
    renderWithTheme(<Form initial="2009-11-08" />);
    expect(input().type).toBe('text');
    expect(input().value).toBe('8 Nov 2009');
    expect(input().placeholder).toBe('e.g. 8 Nov 2026');
  });

  it('stores what staff type, day first, as a calendar date and shows it back in the app’s format', () => {
    renderWithTheme(<Form />);
    fireEvent.change(input(), { target: { value: '8/11/2009' } });
    expect(value()).toBe('2009-11-08');
    expect(input().value).toBe('8/11/2009');
    fireEvent.blur(input());
    expect(input().value).toBe('8 Nov 2009');
  });

  it('says how to type a date when the text is not one, instead of the form’s YYYY-MM-DD message', () => {
    renderWithTheme(<Form error="Enter a date as YYYY-MM-DD" />);
    fireEvent.change(input(), { target: { value: '31/2/2026' } });
    expect(value()).toBe('31/2/2026');
    fireEvent.blur(input());
    expect(screen.getByText(TYPED_DATE_INVALID)).toBeTruthy();
    expect(screen.queryByText('Enter a date as YYYY-MM-DD')).toBeNull();
    fireEvent.change(input(), { target: { value: '' } });
    expect(value()).toBe('');
  });

  it('follows a value set by the form (a chosen billing date, a reset)', () => {
    renderWithTheme(<Form initial="2009-11-08" />);
    fireEvent.click(screen.getByRole('button', { name: 'Christmas' }));
    expect(input().value).toBe('25 Dec 2026');
  });
});
