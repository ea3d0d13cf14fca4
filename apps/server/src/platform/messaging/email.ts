import type pg from 'pg';
import type { Config } from '../config.ts';
import type { EmailProvider } from './email-provider.ts';
import { type SandboxEmailLedger, sandboxEmailLedger, sandboxEmailProvider } from './sandbox-email.ts';
import { smtpEmailProvider } from './smtp-email.ts';

export interface EmailService {
  provider: EmailProvider;
  /** The sandbox's outbox when the sandbox sends; none with SMTP (there is nothing to list). */
  ledger?: SandboxEmailLedger;
  close(): void;
}

/** The email service the configuration names: SMTP when SMTP_URL is set, else the sandbox. */
export function emailServiceOf(
  config: Pick<Config, 'SMTP_URL' | 'EMAIL_FROM'>,
  ownerPool: pg.Pool,
): EmailService {
  if (config.SMTP_URL) {
    const provider = smtpEmailProvider({ url: config.SMTP_URL, from: config.EMAIL_FROM });
    return { provider, close: () => provider.close() };
  }
  return {
    provider: sandboxEmailProvider(ownerPool),
    ledger: sandboxEmailLedger(ownerPool),
    close: () => {},
  };
}
