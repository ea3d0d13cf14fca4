import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { emailServiceOf } from './email.ts';

describe('choosing the email service from the environment', () => {
  // Never connected: choosing a service opens no connection.
  const ownerPool = new pg.Pool({ host: '127.0.0.1', port: 1 });

  it('sends through the sandbox, with its outbox, when SMTP_URL is absent', () => {
    const config = loadConfig({});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.EMAIL_FROM).toBe('Clubline <no-reply@clubline.invalid>');
    const service = emailServiceOf(config, ownerPool);
    expect(service.ledger).toBeDefined();
  });

  it('sends through SMTP, with no outbox, when SMTP_URL is set', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      EMAIL_FROM: 'Club <a@b.example>',
    });
    const service = emailServiceOf(config, ownerPool);
    expect(service.ledger).toBeUndefined();
    service.close();
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    for (const SMTP_URL of ['http://smtp.example.com', 'smtp.example.com:25', 'smtp://']) {
      expect(() => loadConfig({ SMTP_URL })).toThrow(ConfigError);
    }
  });
});
