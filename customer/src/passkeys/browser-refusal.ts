/**
 * The browser's own refusals of a passkey ceremony (cancelled, no authenticator, the passkey
 * exists already, another ceremony took over) as opposed to the server's answers. Apart from the
 * ceremonies' module, so that a screen can tell without loading the library.
 */
export function isBrowserRefusal(failure: unknown): boolean {
  return (
    failure instanceof Error &&
    ['NotAllowedError', 'AbortError', 'InvalidStateError', 'SecurityError', 'NotSupportedError'].includes(failure.name)
  );
}
