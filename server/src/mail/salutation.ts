/**
 * The formal German salutation: "Sehr geehrte Frau Dr. Müller," when greeting and last name are
 * known, otherwise the neutral "Guten Tag,".
 */
export function salutation(greeting: string | null | undefined, lastName: string | null | undefined): string {
  const name = lastName?.trim();
  const title = greeting?.trim();
  if (!name || !title) return 'Guten Tag,';
  if (title.startsWith('Herr')) return `Sehr geehrter ${title} ${name},`;
  if (title.startsWith('Frau')) return `Sehr geehrte ${title} ${name},`;
  return 'Guten Tag,';
}

/** Greeting and last name, as most templates address a known user. */
export interface AddresseeData {
  greeting: string | null;
  lastName: string | null;
}
