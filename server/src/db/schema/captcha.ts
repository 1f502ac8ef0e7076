import type { Timestamp } from './columns.js';

/** Signatures of solved captcha challenges, kept until they expire so that no solution counts twice. */
export interface CaptchaSpentTable {
  signature: string;
  expires_at: Timestamp;
}
