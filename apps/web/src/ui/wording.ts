/** Words around numbers in sentences the web builds: plurals and the article of an amount. */

const PLURALS = new Intl.PluralRules('en-NZ');

/** A count with its noun, plural as English has it: "0 days", "1 day", "2 days", "400 people". */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${count} ${PLURALS.select(count) === 'one' ? one : other}`;
}

/** Letters whose names start with a vowel sound ("an INR …", "an NZD …"). */
const VOWEL_SOUNDING_LETTER = /^[aefhilmnorsx]/i;

/**
 * Whether a whole number is read aloud starting with a vowel sound: eight, eleven, eighteen,
 * eighty-…, eight hundred …; what counts is its leading group of thousands ("11,250" is "eleven
 * thousand …").
 */
function readsWithVowel(whole: string): boolean {
  const digits = whole.replace(/^0+(?=\d)/, '');
  const leading = Number(digits.slice(0, digits.length % 3 || 3));
  return (
    leading === 8 ||
    leading === 11 ||
    leading === 18 ||
    Math.floor(leading / 10) === 8 ||
    Math.floor(leading / 100) === 8
  );
}

/**
 * A formatted amount with its indefinite article, as a person reads it: "a $57.90", "an $80.00",
 * "an INR 12.50". A sentence such as the spec's "Membership has an {amount} overdue payment" keeps
 * its "an" only for the amounts it suits.
 */
export function withArticle(amount: string): string {
  const text = amount.trim();
  if (/^[a-z]/i.test(text)) return `${VOWEL_SOUNDING_LETTER.test(text) ? 'an' : 'a'} ${text}`;
  // "minus …"; otherwise the figure after the currency symbol is what is read first.
  if (text.startsWith('-')) return `a ${text}`;
  const whole = /\d[\d,]*/.exec(text)?.[0].replaceAll(',', '') ?? '';
  return `${whole !== '' && readsWithVowel(whole) ? 'an' : 'a'} ${text}`;
}
