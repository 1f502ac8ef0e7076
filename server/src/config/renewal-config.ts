import * as z from 'zod';

/**
 * Renewals of yearly licences (decision 066): how many days before a licence's end the portal
 * prepares the renewal quote, and the grace period after the end in which the desktop
 * application keeps working with a warning. config.ts merges it into the one environment schema.
 */
const renewalSchema = z.object({
  RENEWAL_NOTICE_DAYS: z.coerce.number().int().min(8).max(180).default(60),
  GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(14),
});

/** The variables, for config.ts to spread into its schema. */
export const renewalEnvironment = renewalSchema.shape;

export function toRenewalConfig(environment: z.infer<typeof renewalSchema>) {
  return {
    /** Days before the end at which the renewal quote goes out (the reminders follow at 30 and 7). */
    noticeDays: environment.RENEWAL_NOTICE_DAYS,
    /** Days after the end in which the licence file says `grace`; 0 ends the licence on its last day. */
    graceDays: environment.GRACE_DAYS,
  };
}

export type RenewalConfig = ReturnType<typeof toRenewalConfig>;
