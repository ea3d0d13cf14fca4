/**
 * A role id from its name (spec 3 §3): trimmed, lower-cased, spaces turned into hyphens. A run of
 * spaces (or other white space) becomes one hyphen: "Branch  Manager" → "branch-manager".
 */
export function roleIdFromName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}
