import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { startUpAnswers } from '../../testing/fixtures.ts';
import { createTestClient } from '../../testing/graphql.ts';
import { linkify, readOutbox } from './outbox-api.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const EMAIL = {
  id: 'e1',
  applicationId: 'app',
  to: 'sam@example.com',
  subject: 'Set up your payment',
  text: 'Hi Sam,\nset up your payment at http://localhost:3000/b1/payment-setup/abc.\nThanks',
  html: '<p>…</p>',
  status: 'DELIVERED',
  failureReason: null,
  createdAt: '2026-11-28T10:00:00.000Z',
};

describe('the development outbox', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads a sandbox with the bearer token and tells absent, refused and failed apart', async () => {
    const seen: { url: string; auth: string | null }[] = [];
    const answer =
      (response: Response): typeof fetch =>
      async (input, init) => {
        seen.push({ url: String(input), auth: new Headers(init?.headers).get('authorization') });
        return response;
      };
    expect(await readOutbox('email', 'tok', answer(json(200, { messages: [EMAIL] })))).toEqual({
      kind: 'messages',
      messages: [
        {
          id: 'e1',
          to: 'sam@example.com',
          subject: 'Set up your payment',
          text: EMAIL.text,
          status: 'DELIVERED',
          failureReason: null,
          createdAt: EMAIL.createdAt,
        },
      ],
    });
    expect(seen[0]).toEqual({ url: '/sandbox/email?limit=100', auth: 'Bearer tok' });
    expect(await readOutbox('sms', 'tok', answer(json(404, {})))).toEqual({ kind: 'absent' });
    expect(await readOutbox('email', 'tok', answer(json(403, {})))).toEqual({ kind: 'denied' });
    expect(await readOutbox('email', 'tok', answer(new Response('oops', { status: 500 })))).toEqual({
      kind: 'failed',
      message: 'The outbox answered 500.',
    });
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await readOutbox('email', 'tok', offline)).toEqual({
      kind: 'failed',
      message: 'The server could not be reached.',
    });
  });

  it('turns the web addresses of a text into links and keeps the rest as it is', () => {
    expect(linkify('Open https://x.test/a?b=1. Then (http://y.test) ok')).toEqual([
      { text: 'Open ' },
      { text: 'https://x.test/a?b=1', href: 'https://x.test/a?b=1' },
      { text: '. Then (' },
      { text: 'http://y.test', href: 'http://y.test' },
      { text: ') ok' },
    ]);
    expect(linkify('')).toEqual([]);
  });

  it('lists the emails with their link, and the SMS tab reads the SMS outbox', async () => {
    const fetchSpy = vi.fn(async (input: RequestInfo | URL) =>
      String(input).startsWith('/sandbox/email')
        ? json(200, { messages: [EMAIL] })
        : json(200, {
            messages: [
              {
                id: 's1',
                to: '+64211234567',
                body: 'Your code is 123456',
                status: 'SENT',
                failureReason: null,
                createdAt: EMAIL.createdAt,
              },
            ],
          }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const { runtime } = fakeRuntime(createTestClient(startUpAnswers()).client);
    renderApp({ path: '/outbox', runtime: { status: 'ready', runtime } });
    expect(await screen.findByRole('heading', { name: 'Outbox' })).toBeTruthy();
    expect(await screen.findByText('Set up your payment')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'http://localhost:3000/b1/payment-setup/abc' });
    expect(link.getAttribute('href')).toBe('http://localhost:3000/b1/payment-setup/abc');
    fireEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    expect(await screen.findByText('Your code is 123456')).toBeTruthy();
    expect(fetchSpy.mock.calls.map(([input]) => String(input))).toContain('/sandbox/sms?limit=100');
  });
});
