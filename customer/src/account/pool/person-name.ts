/** How a pool screen names a person: greeting, first and last name, or the address when no name is known. */
export function personName(person: { greeting: string | null; firstName: string | null; lastName: string | null }, email: string): string {
  const name = [person.greeting, person.firstName, person.lastName].filter((part) => part?.trim()).join(' ');
  return person.firstName?.trim() || person.lastName?.trim() ? name : email;
}
