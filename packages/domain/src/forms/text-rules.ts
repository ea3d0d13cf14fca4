/**
 * The control-character rule of every text a person types. C0 controls (U+0000 to
 * U+001F) and DEL (U+007F) are never part of a name, an address or a search: they come from a
 * paste of binary data or a hand-made request, and U+0000 cannot even be stored by PostgreSQL.
 * Multi-line text (notes, SMS, descriptions) keeps tab, line feed and carriage return.
 */

export type TextKind = 'single-line' | 'multi-line';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

/** Whether `text` holds a control character its kind does not allow. */
export function hasControlCharacters(text: string, kind: TextKind = 'single-line'): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0x20 && code !== DELETE) continue;
    if (kind === 'multi-line' && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}

/** Maximum length of an email address (spec 2 §5, spec 3 §9). */
export const EMAIL_MAX_LENGTH = 255;
