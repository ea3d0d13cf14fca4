import sanitizeHtml from 'sanitize-html';

/**
 * Branch terms and conditions are HTML typed by staff and shown to members on the payment setup
 * page, so only text formatting survives: no script, style, iframe, form or image, no event
 * handler or style attribute, and links only to http(s) and mailto (opened in a new tab, without
 * access to this page). Applied when the text is saved and again whenever it is read, so a row
 * written before a rule was tightened is served by today's rule. docs/billing-accounts.md.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'hr',
    'a',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** Something that reads as an HTML tag or comment: the text is HTML, not plain text. */
const MARKUP = /<\s*[a-z!/]/i;

/** Plain text as HTML: paragraphs at blank lines, a line break at each other line end. */
function paragraphsOf(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p>${escapeHtml(block).replace(/\r?\n/g, '<br />')}</p>`)
    .join('\n');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The HTML that is stored and shown for what staff typed (HTML, or plain text made paragraphs). */
export function sanitiseTerms(typed: string): string {
  const html = MARKUP.test(typed) ? typed : paragraphsOf(typed);
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitised terms have any text a member could read (markup alone is blank). */
export function termsHaveText(html: string): boolean {
  return sanitizeHtml(html, TEXT_ONLY).replace(/&nbsp;|&#160;|\s/g, '').length > 0;
}

/** Stored terms (already HTML) as they are served: the same rule again, nothing converted. */
export function sanitiseStoredTerms(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
