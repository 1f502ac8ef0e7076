import type { MailContext } from './mail-context.js';

/**
 * An absolute link into the portal. Built only from the configured public address, never from a
 * request's Host header, so a forged Host cannot redirect a reset link to another site.
 */
export function link(context: Pick<MailContext, 'publicUrl'>, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) {
    throw new Error(`Mail-Link braucht einen Pfad, der mit genau einem "/" beginnt: ${path}`);
  }
  return context.publicUrl + path;
}
