import { describe, expect, it } from 'vitest';
import { countOf, withArticle } from './wording.ts';

describe('countOf: a count with its noun, plural as English has it', () => {
  it('says 0 days, 1 day, 2 days', () => {
    expect(countOf(0, 'day')).toBe('0 days');
    expect(countOf(1, 'day')).toBe('1 day');
    expect(countOf(2, 'day')).toBe('2 days');
    expect(countOf(1, 'person', 'people')).toBe('1 person');
    expect(countOf(400, 'person', 'people')).toBe('400 people');
  });
});

describe('withArticle: the article of an amount as it is read aloud', () => {
  it('is "a" for most amounts', () => {
    expect(withArticle('$57.90')).toBe('a $57.90');
    expect(withArticle('$35.00')).toBe('a $35.00');
    expect(withArticle('$1,800.00')).toBe('a $1,800.00');
    expect(withArticle('$0.50')).toBe('a $0.50');
    expect(withArticle('-$3.00')).toBe('a -$3.00');
  });

  it('is "an" where the amount is read with a vowel sound (eight, eleven, eighteen, eighty…)', () => {
    expect(withArticle('$8.00')).toBe('an $8.00');
    expect(withArticle('$11.00')).toBe('an $11.00');
    expect(withArticle('$18.50')).toBe('an $18.50');
    expect(withArticle('$80.00')).toBe('an $80.00');
    expect(withArticle('$89.99')).toBe('an $89.99');
    expect(withArticle('$850.00')).toBe('an $850.00');
    expect(withArticle('$8,000.00')).toBe('an $8,000.00');
    expect(withArticle('$11,250.00')).toBe('an $11,250.00');
  });

  it('follows a currency code spelt out letter by letter', () => {
    expect(withArticle('INR 12.50')).toBe('an INR 12.50');
    expect(withArticle('£57.90')).toBe('a £57.90');
  });
});
