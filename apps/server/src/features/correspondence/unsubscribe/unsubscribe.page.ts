import type { CorrespondenceChannel } from '@clubline/domain';

/*
 * The unsubscribe page: server-rendered, no script, no sign-in, as the waitlist offer's page. GET
 * asks (mail scanners open links, so a GET never changes anything); the button posts back.
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
h1{font-size:1.4rem}button{padding:.6rem 1.2rem;font-size:1rem;border:0;border-radius:4px;cursor:pointer;background:#1864ab;color:#fff}`;

function layout(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Unsubscribe</title><style>${STYLE}</style></head><body><main><section><h1>Unsubscribe</h1>${body}</section></main></body></html>`;
}

const channelWords = (channel: CorrespondenceChannel) => (channel === 'EMAIL' ? 'emails' : 'text messages');

export function unsubscribeAskHtml(channel: CorrespondenceChannel, action: string): string {
  return layout(`<p>Stop receiving club ${channelWords(channel)} such as birthday wishes, reminders and news?</p>
<p>You will still receive messages about your payments.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`);
}

export function unsubscribeDoneHtml(channel: CorrespondenceChannel): string {
  return layout(
    `<p role="status">You are unsubscribed. You will not receive any more club ${channelWords(channel)}, starting now.</p><p>To receive them again, ask the club to change your preferences.</p>`,
  );
}

export function unsubscribeInvalidHtml(): string {
  return layout('<p role="status">This link is not valid.</p>');
}
