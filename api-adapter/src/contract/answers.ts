import * as z from 'zod/mini';

/** The answer of a write call that has nothing to report but its success. */
export const successAnswer = z.object({ success: z.literal(true) });

/** A success that carries the server's German message, shown in the form's alert. */
export const successMessageAnswer = z.object({ success: z.literal(true), message: z.string() });
