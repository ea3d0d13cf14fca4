import { TextInput, type TextInputProps } from '@mantine/core';
import { type FocusEvent, useEffect, useState } from 'react';
import { formatCalendarDate, parseTypedDate } from './format.ts';

/** Shown while the text typed is not a date. */
export const TYPED_DATE_INVALID = 'Enter a date such as 8 Nov 2026 or 8/11/2026';

interface DateFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** The date as YYYY-MM-DD, '' for none (or the text typed while it is not a date). */
  value?: string;
  /** Called with YYYY-MM-DD when the text is a date, '' when it is empty, else the text itself. */
  onChange: (value: string) => void;
}

/** The field's text for a stored value: the app's own date format, or the value as it is. */
const shownText = (value: string) => formatCalendarDate(value) ?? value;

/**
 * The app's date input. A native date input shows the browser's own format (mm/dd/yyyy on an
 * American browser) beside dates the app prints as "8 Nov 2009"; this field is typed and shown in
 * the app's format, read day first (ui/format.ts parseTypedDate), and hands the form a YYYY-MM-DD
 * date, so forms and their rules are unchanged. While the text is not a date the form gets the
 * text (its rules refuse it) and the field says how to type one.
 */
export function DateField({
  value = '',
  onChange,
  error,
  onBlur,
  placeholder = 'e.g. 8 Nov 2026',
  ...props
}: DateFieldProps) {
  const [text, setText] = useState(() => shownText(value));
  const [left, setLeft] = useState(false);
  // A value the form sets (a reset, a chosen billing date) replaces the text, unless the text
  // already says that date.
  useEffect(() => {
    setText((current) => {
      const typed = parseTypedDate(current) ?? current.trim();
      return typed === value ? current : shownText(value);
    });
  }, [value]);

  const invalid = text.trim() !== '' && parseTypedDate(text) === null;
  return (
    <TextInput
      {...props}
      type="text"
      inputMode="text"
      autoComplete="off"
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        setLeft(false);
        onChange(typed.trim() === '' ? '' : (parseTypedDate(typed) ?? typed));
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        const parsed = parseTypedDate(text);
        if (parsed) setText(shownText(parsed));
        setLeft(true);
        onBlur?.(event);
      }}
      error={invalid && (left || error) ? TYPED_DATE_INVALID : error}
    />
  );
}
