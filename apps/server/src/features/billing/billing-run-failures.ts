import { DEBIT_MAX_CENTS, formatMoney } from '@clubline/domain';

/**
 * What a billing run could not do for one membership (docs/billing.md "One membership never stops
 * a billing day"): the run records it in its result, logs it, and carries on with every other
 * membership. Nothing of the failed part is written (its transaction rolled back, or the debit stays
 * recorded and unsent), so the next run tries it again.
 * - DEBITS: its charges and debit could not be written (step 1); its cursor did not move;
 * - SUBMISSION: its recorded debit could not be sent to the provider (step 2);
 * - MIRROR: a debit debitsuccess took could not be written to our ledger (step 3); the provider
 *   reports it again until it is (its collection is keyed, our ledger too);
 * - OUTCOME: a debit's reported outcome (settled or dishonoured) could not be written (step 4); it
 *   is not acknowledged, so the provider reports it again at the next run;
 * - ARREARS: its account billing status could not be reviewed from its ledger (step 5); it keeps the
 *   status it had, and the next run reviews it again.
 */
export interface BillingRunFailure {
  membershipId: string;
  step: 'DEBITS' | 'SUBMISSION' | 'MIRROR' | 'OUTCOME' | 'ARREARS';
  reason: string;
}

/** The most a stored reason holds (billing_run_failures.reason). */
const REASON_MAX_LENGTH = 300;

/**
 * The reason an error gives, as the run's report, its log and its stored record
 * (billing_run_failures) carry it: one short line, never the SQL of a failed query nor its
 * parameters (a query's wrapper error quotes both; PostgreSQL's own error is read instead), and
 * with what looks like personal data masked: email addresses, and runs of six or more digits (bank
 * account, card and phone numbers; amounts and dates keep their separators and stay readable).
 */
export function failureReason(error: unknown): string {
  const database = databaseErrorOf(error);
  const text = database
    ? `Database error ${database.code}${database.constraint ? ` (${database.constraint})` : ''}: ${database.message}`
    : error instanceof Error
      ? error.message
      : String(error);
  return sanitisedReason(text);
}

/** One short line of `text`, with no SQL and personal data masked (see failureReason). */
export function sanitisedReason(text: string): string {
  const line = (text.split('\n')[0] ?? '').trim();
  // A query's wrapper with no PostgreSQL error under it: its text is SQL, so say only that.
  const safe = line.startsWith('Failed query') ? 'A database query failed.' : line;
  const masked = safe
    .replace(/[^\s@"'<>,;()]+@[^\s@"'<>,;()]+/g, '[email]')
    .replace(/\d(?: ?\d){5,}/g, '[number]');
  const reason = masked.length > REASON_MAX_LENGTH ? `${masked.slice(0, REASON_MAX_LENGTH - 1)}…` : masked;
  return reason === '' ? 'Unknown error.' : reason;
}

interface DatabaseError {
  code: string;
  message: string;
  constraint?: string;
}

/** PostgreSQL's error (SQLSTATE code) in the error or its causes, if there is one. */
function databaseErrorOf(error: unknown, depth = 0): DatabaseError | null {
  if (!(error instanceof Error) || depth > 5) return null;
  // node-postgres's DatabaseError: a SQLSTATE and a severity (Node's own errors have codes too).
  const code = 'code' in error ? error.code : undefined;
  const constraint = 'constraint' in error ? error.constraint : undefined;
  if ('severity' in error && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
    return {
      code,
      message: error.message,
      ...(typeof constraint === 'string' ? { constraint } : {}),
    };
  return databaseErrorOf(error.cause, depth + 1);
}

/** Why a debit of `amount` cents cannot be taken, or null when it can. */
export function debitProblem(amount: number): string | null {
  if (Number.isSafeInteger(amount) && amount <= DEBIT_MAX_CENTS) return null;
  const shown = Number.isSafeInteger(amount) ? formatMoney(amount) : String(amount);
  return `A debit cannot exceed ${formatMoney(DEBIT_MAX_CENTS)}: this membership's due charges come to ${shown}. Check its amounts (join fee, card fee, partial payment) and correct them; the next run bills it.`;
}
