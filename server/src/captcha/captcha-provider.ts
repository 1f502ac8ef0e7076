/**
 * A captcha behind a small interface, so that another provider could be configured later. The
 * challenge goes to the browser as JSON; the browser's answer comes back as one opaque string.
 */
export interface CaptchaProvider {
  readonly name: 'altcha';
  createChallenge(): Promise<unknown>;
  /** True once per solved challenge: a missing, wrong, expired or replayed answer is false. */
  verify(payload: string | undefined): Promise<boolean>;
}
