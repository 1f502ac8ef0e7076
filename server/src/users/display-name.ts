/** How the portal names a person to others (mails, the invitation page): first and last name, else the address. */
export function displayName(person: { email: string; first_name: string | null; last_name: string | null }): string {
  const name = [person.first_name, person.last_name]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();
  return name || person.email;
}
