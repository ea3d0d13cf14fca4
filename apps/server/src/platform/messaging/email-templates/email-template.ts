import Handlebars from 'handlebars';
import { z } from 'zod';
import { parseInput } from '../../errors/validation.ts';
import { EMAIL_LAYOUT } from './layout.ts';

/** A message ready for a provider: subject, plain-text part and HTML part. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * One email template: its name, the zod schema of the data it needs, and its three parts in
 * Handlebars. The HTML part escapes every `{{value}}` (Handlebars' default); triple braces are
 * refused when the template is defined, so no value can ever reach the HTML unescaped. The subject
 * and the text part are plain text and are rendered without HTML escaping (an `&` stays `&`);
 * the data schemas keep line breaks and control characters out of single-line values.
 */
export interface EmailTemplateDefinition<Data extends object, Input> {
  name: string;
  schema: z.ZodType<Data, Input>;
  /** Values the parts show beyond the data (e.g. "24 hours"), computed from the parsed data. */
  view?: (data: Data) => Record<string, string>;
  subject: string;
  text: string;
  /** The message's content; it is placed inside the shared layout (layout.ts). */
  html: string;
}

export interface EmailTemplate<Data extends object, Input> extends EmailTemplateDefinition<Data, Input> {
  /** Validates `data` with the schema (a ValidationError otherwise) and renders the three parts. */
  render(data: unknown): RenderedEmail;
}

// An environment of our own: no helper or partial registered elsewhere can reach these templates.
const handlebars = Handlebars.create();
handlebars.registerPartial('layout', EMAIL_LAYOUT);

// strict: a name the data lacks is an error, not an empty string; only the built-in helpers.
const plain = (source: string) =>
  handlebars.compile(source, { strict: true, noEscape: true, knownHelpersOnly: true });
const escaped = (source: string) =>
  handlebars.compile(`{{#> layout}}${source}{{/layout}}`, { strict: true, knownHelpersOnly: true });

const UNESCAPED = /\{\{\{|\{\{&/;

export function defineEmailTemplate<Data extends object, Input>(
  definition: EmailTemplateDefinition<Data, Input>,
): EmailTemplate<Data, Input> {
  if (UNESCAPED.test(definition.html) || UNESCAPED.test(definition.subject)) {
    throw new Error(
      `Email template ${definition.name}: values must be escaped ({{value}}, never {{{value}}})`,
    );
  }
  const subject = plain(definition.subject);
  const text = plain(definition.text);
  const html = escaped(definition.html);
  return {
    ...definition,
    render(input) {
      const data: Data = parseInput(definition.schema, input);
      const view: Record<string, unknown> = { ...data, ...definition.view?.(data) };
      // One line whatever a value holds: a header cannot be split by the data.
      const subjectLine = subject(view).replace(/\s+/g, ' ').trim();
      return { subject: subjectLine, text: text(view), html: html({ ...view, subjectLine }) };
    },
  };
}

/** Characters a single-line value may not hold: line breaks and other control characters. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** A single line of text a person typed (a name): trimmed, 1 to `max` characters, no line breaks. */
export const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !CONTROL.test(value), 'Must be a single line of text');

/** An address the recipient opens: http or https only (never javascript: or data:). */
// A public domain name, or `localhost`: in development a link (the payment setup page) opens the
// running server at http://localhost:PORT.
const LINK_HOST = new RegExp(`^localhost$|${z.regexes.domain.source}`);
export const link = () => z.url({ protocol: /^https?$/, hostname: LINK_HOST }).max(2000);
