/** "First Last", or a dash for a person without a name. */
export function personName(person: { firstName?: string | null; lastName?: string | null }): string {
  const name = [person.firstName, person.lastName].filter((part) => part && part.trim() !== '').join(' ');
  return name === '' ? '—' : name;
}
