/** Branches whose name contains the term, ignoring case and surrounding spaces. */
export function matchesBranchSearch(name: string, term: string): boolean {
  const needle = term.trim().toLowerCase();
  return needle === '' || name.toLowerCase().includes(needle);
}
