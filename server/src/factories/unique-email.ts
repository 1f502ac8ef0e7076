import { randomBytes } from 'node:crypto';

let sequence = 0;
// Browser journeys run in several processes against one database: the token keeps them apart.
const processToken = randomBytes(3).toString('hex');

/** A new address like `trial-3-a1b2c3@example.test`. */
export function uniqueEmail(prefix: string): string {
  sequence += 1;
  return `${prefix.toLowerCase()}-${sequence}-${processToken}@example.test`;
}
