import { describe, expect, it } from 'vitest';
import { sanitiseStoredTerms, sanitiseTerms, termsHaveText } from './terms-sanitiser.ts';

describe('terms sanitiser (docs/billing-accounts.md)', () => {
  it.each([
    ['a script and its contents', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['a style and its contents', '<style>p{display:none}</style><p>Hi</p>', '<p>Hi</p>'],
    ['event handlers', '<p onclick="x()" onmouseover="y()">Hi</p>', '<p>Hi</p>'],
    ['style and class attributes', '<p style="color:red" class="x">Hi</p>', '<p>Hi</p>'],
    ['an SVG with onload', '<svg onload="alert(1)"><circle /></svg><p>Hi</p>', '<p>Hi</p>'],
    ['an image with onerror', '<img src="x" onerror="alert(1)"><p>Hi</p>', '<p>Hi</p>'],
    [
      'an iframe, an object, a form',
      '<iframe src="https://x"></iframe><object></object><form><input></form>Hi',
      'Hi',
    ],
    ['a comment', '<!-- <script>alert(1)</script> --><p>Hi</p>', '<p>Hi</p>'],
    [
      'a base and a meta refresh',
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0"><p>Hi</p>',
      '<p>Hi</p>',
    ],
  ])('removes %s', (_label, typed, expected) => {
    expect(sanitiseTerms(typed)).toBe(expected);
  });

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">x</a>'],
    ['javascript: with entities', '<a href="jav&#x61;script:alert(1)">x</a>'],
    ['javascript: with a tab', '<a href="java\tscript:alert(1)">x</a>'],
    ['data:', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
    ['protocol-relative', '<a href="//evil.example/">x</a>'],
  ])('drops a %s link target', (_label, typed) => {
    expect(sanitiseTerms(typed)).toBe('<a rel="noopener noreferrer nofollow" target="_blank">x</a>');
  });

  it('keeps formatting and http(s)/mailto links, opened safely in a new tab', () => {
    const typed =
      '<h2>Terms</h2><p><strong>Bold</strong> <em>it</em> <u>u</u><br /></p><ul><li>One</li></ul><ol><li>Two</li></ol>' +
      '<blockquote>Q</blockquote><hr /><a href="https://example.com/t" title="Full">Full</a> <a href="mailto:desk@example.com">Desk</a>';
    expect(sanitiseTerms(typed)).toBe(
      '<h2>Terms</h2><p><strong>Bold</strong> <em>it</em> <u>u</u><br /></p><ul><li>One</li></ul><ol><li>Two</li></ol>' +
        '<blockquote>Q</blockquote><hr /><a href="https://example.com/t" title="Full" rel="noopener noreferrer nofollow" target="_blank">Full</a> ' +
        '<a href="mailto:desk@example.com" rel="noopener noreferrer nofollow" target="_blank">Desk</a>',
    );
  });

  it('makes plain text paragraphs, escaping what looks like markup but is not', () => {
    expect(sanitiseTerms('Fees & charges < $5.\nSee the desk.\n\n\nSecond')).toBe(
      '<p>Fees &amp; charges &lt; $5.<br />See the desk.</p>\n<p>Second</p>',
    );
  });

  it('gives the same HTML when sanitised again (what is read is what was saved)', () => {
    for (const typed of ['Fees & charges\n\nMore', '<p>A &amp; B <a href="https://x.example">x</a></p>']) {
      const saved = sanitiseTerms(typed);
      expect(sanitiseStoredTerms(saved)).toBe(saved);
    }
  });

  it('tells markup with nothing to read from text', () => {
    expect(termsHaveText('<p> </p><p>&nbsp;</p><hr />')).toBe(false);
    expect(termsHaveText(sanitiseTerms('<script>alert(1)</script>'))).toBe(false);
    expect(termsHaveText('<p>x</p>')).toBe(true);
  });
});
