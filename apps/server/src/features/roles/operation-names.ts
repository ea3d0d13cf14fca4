/** A readable name for an operation id: `manage-pos-edit-price` → `Manage POS edit price`. */
export function operationName(id: string): string {
  const words = id.split('-').map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word));
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}

const ACRONYMS = new Set(['pos', 'sms', 'bms', 'ui']);
