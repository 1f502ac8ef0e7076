/**
 * The login screen's code step, for calls that start a session (a reset link, an accepted
 * invitation) whose account has a second factor: the server keeps the code step in this
 * browser's session, the login screen asks for the code and then goes on to `next`.
 */
export const codeStepAddress = (next: string) => `/login?step=code&next=${encodeURIComponent(next)}`;

/** Whether the login screen was opened at its code step. */
export const opensAtCodeStep = (query: Record<string, string | undefined>) => query.step === 'code';
