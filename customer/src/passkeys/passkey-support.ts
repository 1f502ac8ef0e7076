/**
 * Whether the browser knows passkeys at all, and the ceremonies' module, loaded only when one is
 * run: the SimpleWebAuthn library stays out of every chunk until then. Shared by the login
 * screen, its code step and the 'Identität bestätigen' dialog.
 */
export const knowsPasskeys = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

export const loadCeremonies = () => import('./passkey-ceremonies');
