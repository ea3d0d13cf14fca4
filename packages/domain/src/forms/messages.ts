/**
 * The generic form messages of spec 1 §5.1. `{Field}` is the label with its first letter in upper
 * case, `{field}` the label with its first letter in lower case (kept when the label starts with an
 * acronym, e.g. "PIN code").
 */
export function upperFirst(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export function lowerFirst(label: string): string {
  const second = label.charAt(1);
  if (second !== '' && second === second.toUpperCase() && second !== second.toLowerCase()) return label;
  return label.charAt(0).toLowerCase() + label.slice(1);
}

export const formMessages = {
  tooLong: (field: string, max: number): string => `${upperFirst(field)} must not exceed ${max} characters`,
  invalid: (field: string): string => `Invalid ${lowerFirst(field)}`,
  required: (field: string): string => `${upperFirst(field)} is required`,
  notANumber: (field: string): string => `${upperFirst(field)} must be a number`,
  noDecimals: (field: string): string => `${upperFirst(field)} must not have decimals`,
  positive: (field: string): string => `${upperFirst(field)} must be greater than 0`,
  nonNegative: (field: string): string => `${upperFirst(field)} must be greater than or equal to 0`,
  atMost: (field: string, max: number): string => `${upperFirst(field)} must be less than or equal to ${max}`,
  /** Not in the spec: a control character (forms/text-rules.ts) in a typed text. */
  controlCharacters: (field: string): string =>
    `${upperFirst(field)} contains characters that are not allowed`,
  validDateRequired: 'A valid date is required',
  dateLooksWrong: 'This date looks wrong',
  dateInFuture: 'Date can not be in the future',
  dateOfBirthNotBeforeToday: 'This must be before today',
} as const;
