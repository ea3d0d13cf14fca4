import type { OfferPage } from './offer-answers.ts';
import { instantText, sessionTimeText } from './offer-texts.ts';

/*
 * The offer's page (GET and the answer to POST): server-rendered HTML with no script and a few
 * lines of inline style, as the payment setup page is, so it opens fast from an SMS on a phone.
 * Its two forms post back to the page's own address. Every stored text is escaped.
 */

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1a1b1e;line-height:1.45}
main{max-width:32rem;margin:0 auto;padding:1rem}section{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:1rem;margin:1rem 0}
h1{font-size:1.4rem}form{display:inline-block;margin:1rem 1rem 0 0}button{padding:.6rem 1.2rem;font-size:1rem;border:0;border-radius:4px;cursor:pointer}
.accept{background:#1864ab;color:#fff}.decline{background:#e9ecef;color:#1a1b1e}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function sessionLines(view: OfferPage): string {
  const session = view.session;
  if (!session) return '';
  return `<p><strong>${escapeHtml(session.name)}</strong> at ${escapeHtml(session.branchName)}<br>${escapeHtml(sessionTimeText(session))}</p>`;
}

/** The page for a state; `action` is the page's own path (the forms post to it). */
export function offerPageHtml(view: OfferPage, action: string): string {
  if (view.state !== 'OPEN' || !view.session || !view.expiresAt)
    return layout(
      'Waitlist place',
      `<section><h1>Waitlist place</h1>${sessionLines(view)}<p role="status">${escapeHtml(view.message)}</p></section>`,
    );
  const until = instantText(view.expiresAt, view.session.timeZone);
  const target = escapeHtml(action);
  return layout(
    'A place is free for you',
    `<section><h1>A place is free for you</h1>${sessionLines(view)}
<p>We are holding it for you until <strong>${escapeHtml(until)}</strong>.</p>
<form method="post" action="${target}"><input type="hidden" name="answer" value="ACCEPT"><button class="accept" type="submit">Accept</button></form>
<form method="post" action="${target}"><input type="hidden" name="answer" value="DECLINE"><button class="decline" type="submit">Decline</button></form></section>`,
  );
}

/** A link that is not one of ours (altered, or from another deployment). */
export function offerLinkInvalidHtml(): string {
  return layout(
    'Waitlist place',
    '<section><h1>Waitlist place</h1><p role="status">This link is not valid.</p></section>',
  );
}
