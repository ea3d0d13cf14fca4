/** Characters in one SMS message (spec 2 §5, §9). */
export const SMS_SEGMENT_LENGTH = 160;

export interface SmsLength {
  readonly characters: number;
  readonly messages: number;
}

/**
 * The SMS counter: characters typed (UTF-16 code units, as an SMS counts them) and the number of
 * 160-character messages they need. Empty text needs 0 messages.
 */
export function smsLength(text: string): SmsLength {
  const characters = text.length;
  return { characters, messages: Math.ceil(characters / SMS_SEGMENT_LENGTH) };
}
