import proxyAddr from '@fastify/proxy-addr';

/**
 * The proxies whose `X-Forwarded-*` headers Fastify may believe: none (false), or their addresses
 * and ranges. The client's address counts sign-in and code attempts, so a client must never pick
 * it: `true` would believe whatever a client writes into X-Forwarded-For, and Fastify 5 ignores a
 * hop count because it cannot tell whether the request came through a proxy at all (decision 013).
 */
export type TrustProxy = false | string[];

const alternatives =
  'Bitte die Adressen oder Bereiche der Proxys angeben, z. B. TRUST_PROXY=127.0.0.1 (Proxy auf demselben Rechner), ' +
  'TRUST_PROXY=10.0.0.2,10.0.0.3 oder TRUST_PROXY=10.0.0.0/8 (auch loopback, linklocal, uniquelocal), oder TRUST_PROXY=false.';

/** Reads TRUST_PROXY; a string is the problem to report. */
export function parseTrustProxy(value: string | undefined): TrustProxy | { problem: string } {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true')
    return {
      problem: `"true" ließe jeden Client über X-Forwarded-For selbst bestimmen, unter welcher Adresse er gezählt wird. ${alternatives}`,
    };
  if (/^\d+$/.test(text))
    return {
      problem: `eine Anzahl von Proxys wird nicht unterstützt: sie prüft nicht, ob eine Anfrage überhaupt über einen Proxy kam (Fastify 5 beachtet sie deshalb nicht). ${alternatives}`,
    };
  const entries = text.split(',').map((entry) => entry.trim());
  try {
    proxyAddr.compile(entries);
  } catch (error) {
    return { problem: `${error instanceof Error ? error.message : String(error)}. ${alternatives}` };
  }
  return entries;
}
