import { z } from 'zod';

/** Not in the spec, which says only "six digits only". */
export const VERIFICATION_CODE_MESSAGE = 'Verification code must be six digits';

/** Whether a text is a verification code: exactly six digits. */
export function isVerificationCode(text: string): boolean {
  return /^\d{6}$/.test(text);
}

/** A verification code: six digits (spec 1 §5.5), surrounding spaces trimmed. */
export const verificationCodeSchema = z
  .string({ error: VERIFICATION_CODE_MESSAGE })
  .trim()
  .regex(/^\d{6}$/, VERIFICATION_CODE_MESSAGE);
