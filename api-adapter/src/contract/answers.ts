import * as z from 'zod/mini';

/** The answer of a write call that has nothing to report but its success. */
export const successAnswer = z.object({ success: z.literal(true) });

/**
 * The answer of every call that starts a session (`startsSession`). secondFactor: the account has
 * a second factor, so nobody is signed in yet; the code goes to checkLoginCode in this browser.
 */
export const signInAnswer = z.object({ success: z.literal(true), secondFactor: z.optional(z.literal(true)) });

/** A success that carries the server's German message, shown in the form's alert. */
export const successMessageAnswer = z.object({ success: z.literal(true), message: z.string() });
export type SignInAnswer = z.infer<typeof signInAnswer>;
