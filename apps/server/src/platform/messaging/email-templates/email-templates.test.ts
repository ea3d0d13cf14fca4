import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ValidationError } from '../../errors/errors.ts';
import { defineEmailTemplate } from './email-template.ts';
import { emailTemplates, renderEmail } from './email-templates.ts';

const passcode = {
  firstName: 'Ana',
  organisationName: 'Harbour Fitness',
  temporaryPasscode: 'K7Q2-M9XP',
  signInUrl: 'https://harbour.clubline.example/sign-in',
  expiresInHours: 24,
};

const signup = {
  firstName: 'Tom',
  branchName: 'Wellington',
  planName: 'Ongoing Gold',
  signupUrl: 'https://harbour.clubline.example/signup/abc123',
};

/** The rendered HTML with the layout's own markup left out: the template's content only. */
const contentOf = (html: string) =>
  html.slice(html.indexOf('<td style="padding:32px'), html.indexOf('</td></tr>'));

describe('staff-temporary-passcode', () => {
  it('renders subject, text and HTML from the data', () => {
    const email = renderEmail('staff-temporary-passcode', passcode);
    expect(email.subject).toBe('Your temporary passcode for Harbour Fitness');
    expect(email.text).toBe(`Hello Ana,

A temporary passcode has been created for your Harbour Fitness staff account.

Temporary passcode: K7Q2-M9XP

Sign in at https://harbour.clubline.example/sign-in with your username and this passcode. You will then be asked to choose a new password.

The passcode expires in 24 hours. If you did not expect this message, please contact your manager.
`);
    expect(email.html).toMatch(/^<!DOCTYPE html>/);
    expect(email.html).toContain('<title>Your temporary passcode for Harbour Fitness</title>');
    expect(contentOf(email.html)).toContain('Hello Ana,');
    expect(contentOf(email.html)).toContain('>K7Q2-M9XP</p>');
    expect(contentOf(email.html)).toContain('<a href="https://harbour.clubline.example/sign-in"');
    expect(contentOf(email.html)).toContain('The passcode expires in 24 hours.');
  });

  it('says "1 hour" for a one-hour passcode', () => {
    const email = renderEmail('staff-temporary-passcode', { ...passcode, expiresInHours: 1 });
    expect(email.text).toContain('The passcode expires in 1 hour.');
    expect(email.html).toContain('The passcode expires in 1 hour.');
  });
});

describe('staff-email-changed', () => {
  it('tells the previous address, without the new one', () => {
    const email = renderEmail('staff-email-changed', {
      firstName: 'Ana',
      organisationName: 'Harbour Fitness',
      signInUrl: 'https://harbour.clubline.example',
    });
    expect(email.subject).toBe('The email address of your Harbour Fitness staff account was changed');
    expect(email.text).toContain('Hello Ana,');
    expect(email.text).toContain('If you did not expect this change, please contact your manager at once.');
    expect(contentOf(email.html)).toContain('<a href="https://harbour.clubline.example">');
  });
});

describe('membership-signup-link', () => {
  it('renders subject, text and HTML from the data', () => {
    const email = renderEmail('membership-signup-link', signup);
    expect(email.subject).toBe('Complete your Ongoing Gold membership at Wellington');
    expect(email.text).toContain('Hello Tom,');
    expect(email.text).toContain('Thank you for choosing the Ongoing Gold membership at Wellington.');
    expect(email.text).toContain('\nhttps://harbour.clubline.example/signup/abc123\n');
    expect(contentOf(email.html)).toContain('<strong>Ongoing Gold</strong> membership at Wellington');
    expect(contentOf(email.html)).toContain('<a href="https://harbour.clubline.example/signup/abc123"');
  });
});

describe('escaping', () => {
  const hostile = '<script>alert("x")</script> & \'Co\'';

  it('escapes every value in the HTML part, and keeps the plain text as typed', () => {
    const email = renderEmail('membership-signup-link', {
      ...signup,
      firstName: hostile,
      planName: '<img src=x onerror=alert(1)>',
      branchName: 'Smith & Sons',
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;Co&#x27;');
    expect(email.html).toContain(
      '<title>Complete your &lt;img src&#x3D;x onerror&#x3D;alert(1)&gt; membership',
    );
    expect(email.text).toContain(`Hello ${hostile},`);
    expect(email.subject).toBe('Complete your <img src=x onerror=alert(1)> membership at Smith & Sons');
  });

  it('escapes a quote that would close the href attribute', () => {
    const email = renderEmail('membership-signup-link', {
      ...signup,
      signupUrl: 'https://evil.example/"onmouseover="alert(1)',
    });
    expect(email.html).not.toContain('"onmouseover="');
    expect(email.html).toContain('href="https://evil.example/&quot;onmouseover&#x3D;&quot;alert(1)"');
  });

  it('refuses a template whose HTML or subject would print a value unescaped', () => {
    const schema = z.object({ name: z.string() });
    for (const html of ['<p>{{{name}}}</p>', '<p>{{& name}}</p>']) {
      expect(() =>
        defineEmailTemplate({ name: 'bad', schema, subject: 'Hi', text: '{{name}}', html }),
      ).toThrow(/must be escaped/);
    }
    expect(() =>
      defineEmailTemplate({ name: 'bad', schema, subject: '{{{name}}}', text: '{{name}}', html: '{{name}}' }),
    ).toThrow(/must be escaped/);
  });
});

describe('template data', () => {
  it('is checked by each template’s schema, as a ValidationError naming the field', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['firstName', { ...passcode, firstName: '  ' }, 'firstName'],
      [
        'a line break in a name',
        { ...passcode, organisationName: 'Harbour\r\nBcc: x@evil.example' },
        'organisationName',
      ],
      ['a javascript: link', { ...passcode, signInUrl: 'javascript:alert(1)' }, 'signInUrl'],
      ['a data: link', { ...passcode, signInUrl: 'data:text/html,<script>alert(1)</script>' }, 'signInUrl'],
      ['a passcode with spaces', { ...passcode, temporaryPasscode: 'a b c d e f' }, 'temporaryPasscode'],
      ['an expiry of 0 hours', { ...passcode, expiresInHours: 0 }, 'expiresInHours'],
      ['a missing field', { ...passcode, expiresInHours: undefined }, 'expiresInHours'],
    ];
    for (const [label, data, field] of cases) {
      let error: unknown;
      try {
        emailTemplates['staff-temporary-passcode'].render(data);
      } catch (caught) {
        error = caught;
      }
      expect(error, label).toBeInstanceOf(ValidationError);
      expect(Object.keys((error as ValidationError).fieldErrors), label).toEqual([field]);
    }
  });

  it('is typed by template name: the wrong data does not compile', () => {
    // @ts-expect-error: the signup template's data is not the passcode template's.
    expect(() => renderEmail('staff-temporary-passcode', signup)).toThrow(ValidationError);
    // @ts-expect-error: no such template.
    expect(() => renderEmail('no-such-template', signup)).toThrow();
  });

  it('trims values before rendering', () => {
    const email = renderEmail('membership-signup-link', { ...signup, firstName: '  Tom  ' });
    expect(email.text).toMatch(/^Hello Tom,/);
  });
});
