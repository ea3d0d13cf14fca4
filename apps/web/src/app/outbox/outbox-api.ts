/** One message of a development outbox (GET /sandbox/email or /sandbox/sms), as the server presents it. */
export interface OutboxMessage {
  id: string;
  to: string;
  /** Email only. */
  subject?: string;
  /** The email's text part, or the SMS body. */
  text: string;
  status: string;
  failureReason: string | null;
  createdAt: string;
}

export type OutboxKind = 'email' | 'sms';

export type OutboxResult =
  | { kind: 'messages'; messages: OutboxMessage[] }
  /** 404: production, or real mail (SMTP) configured: there is no sandbox outbox to read. */
  | { kind: 'absent' }
  /** 403: the email outbox holds temporary passcodes, so only an account holding every permission reads it. */
  | { kind: 'denied' }
  | { kind: 'failed'; message: string };

interface RawMessage {
  id?: unknown;
  to?: unknown;
  subject?: unknown;
  text?: unknown;
  body?: unknown;
  status?: unknown;
  failureReason?: unknown;
  createdAt?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function toMessage(raw: RawMessage): OutboxMessage {
  return {
    id: text(raw.id),
    to: text(raw.to),
    ...(typeof raw.subject === 'string' ? { subject: raw.subject } : {}),
    text: text(raw.text) || text(raw.body),
    status: text(raw.status),
    failureReason: typeof raw.failureReason === 'string' ? raw.failureReason : null,
    createdAt: text(raw.createdAt),
  };
}

/**
 * Reads a sandbox outbox with the signed-in user's access token: the routes take a bearer token,
 * as /graphql does, which a plain link cannot send.
 */
export async function readOutbox(
  kind: OutboxKind,
  accessToken: string,
  fetchFn: typeof fetch = (...args) => fetch(...args),
): Promise<OutboxResult> {
  let response: Response;
  try {
    response = await fetchFn(`/sandbox/${kind}?limit=100`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
  } catch {
    return { kind: 'failed', message: 'The server could not be reached.' };
  }
  if (response.status === 404) return { kind: 'absent' };
  if (response.status === 403) return { kind: 'denied' };
  const body = (await response.json().catch(() => null)) as {
    messages?: RawMessage[];
    errors?: { message?: string }[];
  } | null;
  if (!response.ok || !Array.isArray(body?.messages)) {
    return {
      kind: 'failed',
      message: body?.errors?.[0]?.message ?? `The outbox answered ${response.status}.`,
    };
  }
  return { kind: 'messages', messages: body.messages.map(toMessage) };
}

/** Splits a message's text into plain runs and web addresses, so a payment setup link can be opened. */
export function linkify(value: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of value.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
    const start = match.index;
    // A sentence's full stop or comma after an address is the sentence's, not the address's.
    const address = match[0].replace(/[.,;:!?]+$/, '');
    if (start > last) parts.push({ text: value.slice(last, start) });
    parts.push({ text: address, href: address });
    last = start + address.length;
  }
  if (last < value.length) parts.push({ text: value.slice(last) });
  return parts;
}
