import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderEmail } from './email-templates/email-templates.ts';
import { smtpEmailProvider } from './smtp-email.ts';

/** What the local SMTP server received: envelope and raw message, per delivery. */
interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free local port (the `smtp-server` package), with deterministic answers
 * at RCPT TO: `refused@…` gets a permanent 550, `busy@…` a temporary 451, anyone else is taken.
 */
let server: SMTPServer;
let port: number;
const received: Received[] = [];
let authenticated: string[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onAuth(auth, _session, callback) {
      authenticated.push(auth.username ?? '');
      if (auth.username === 'clubline' && auth.password === 'secret')
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refused@')) {
        return callback(Object.assign(new Error('5.1.1 Mailbox does not exist'), { responseCode: 550 }));
      }
      if (address.address.startsWith('busy@')) {
        return callback(Object.assign(new Error('4.2.1 Try again later'), { responseCode: 451 }));
      }
      return callback();
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    logger: false,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const APPLICATION = '00000000-0000-4000-8000-0000000000a1';
const FROM = 'Clubline <no-reply@clubline.example>';

function provider(url = `smtp://clubline:secret@127.0.0.1:${port}`) {
  return smtpEmailProvider({ url, from: FROM });
}

const rendered = renderEmail('staff-temporary-passcode', {
  firstName: 'Ana',
  organisationName: 'Harbour Fitness',
  temporaryPasscode: 'K7Q2-M9XP',
  signInUrl: 'https://harbour.clubline.example/sign-in',
  expiresInHours: 24,
});

describe('the SMTP driver against a real SMTP server', () => {
  it('hands the message over with both parts, signed in, from EMAIL_FROM, with a Message-ID from the reference', async () => {
    authenticated = [];
    const smtp = provider();
    const result = await smtp.send({
      applicationId: APPLICATION,
      to: 'ana@example.com',
      ...rendered,
      reference: 'ref-1',
    });
    smtp.close();
    expect(result).toEqual({
      accepted: true,
      providerMessageId: expect.stringMatching(/^<[0-9a-f]{32}@clubline\.example>$/),
    });
    expect(authenticated).toEqual(['clubline']);
    const message = received.at(-1);
    expect(message?.from).toBe('no-reply@clubline.example');
    expect(message?.to).toEqual(['ana@example.com']);
    const raw = message?.raw ?? '';
    expect(raw).toContain('From: Clubline <no-reply@clubline.example>');
    expect(raw).toContain('To: ana@example.com');
    expect(raw).toContain('Subject: Your temporary passcode for Harbour Fitness');
    expect(raw).toContain(`Message-ID: ${result.providerMessageId}`);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toContain('Content-Type: text/plain; charset=utf-8');
    expect(raw).toContain('Content-Type: text/html; charset=utf-8');
    expect(raw).toContain('Temporary passcode: K7Q2-M9XP');
  });

  it('gives the same reference the same Message-ID, and another reference another', async () => {
    const smtp = provider();
    const send = (reference: string) =>
      smtp.send({ applicationId: APPLICATION, to: 'ana@example.com', ...rendered, reference });
    const [a, b, c] = [await send('ref-2'), await send('ref-2'), await send('ref-3')];
    smtp.close();
    expect(a.providerMessageId).toBe(b.providerMessageId);
    expect(c.providerMessageId).not.toBe(a.providerMessageId);
  });

  it('answers a permanent refusal of the recipient as refused, with the server’s reply', async () => {
    const smtp = provider();
    const before = received.length;
    const result = await smtp.send({
      applicationId: APPLICATION,
      to: 'refused@example.com',
      ...rendered,
      reference: 'ref-4',
    });
    smtp.close();
    expect(result).toMatchObject({
      accepted: false,
      reason: expect.stringContaining('Mailbox does not exist'),
    });
    expect(received.length).toBe(before);
  });

  it('throws on a temporary refusal, so the job retries', async () => {
    const smtp = provider();
    await expect(
      smtp.send({ applicationId: APPLICATION, to: 'busy@example.com', ...rendered, reference: 'ref-5' }),
    ).rejects.toMatchObject({ responseCode: 451 });
    smtp.close();
  });

  it('throws when it cannot sign in or reach the server', async () => {
    const wrong = provider(`smtp://clubline:wrong@127.0.0.1:${port}`);
    await expect(
      wrong.send({ applicationId: APPLICATION, to: 'ana@example.com', ...rendered, reference: 'ref-6' }),
    ).rejects.toMatchObject({ code: 'EAUTH' });
    wrong.close();
    const closed = provider('smtp://127.0.0.1:1');
    await expect(
      closed.send({ applicationId: APPLICATION, to: 'ana@example.com', ...rendered, reference: 'ref-7' }),
    ).rejects.toThrow();
    closed.close();
  });

  it('refuses a recipient that is not exactly one address, without contacting the server', async () => {
    const smtp = provider();
    const before = received.length;
    for (const to of ['ana@example.com, eve@example.com', 'Eve <eve@example.com>', 'nope']) {
      expect(await smtp.send({ applicationId: APPLICATION, to, ...rendered, reference: 'ref-8' })).toEqual({
        accepted: false,
        providerMessageId: null,
        reason: 'Invalid recipient address',
      });
    }
    smtp.close();
    expect(received.length).toBe(before);
  });
});
