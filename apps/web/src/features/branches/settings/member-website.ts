/**
 * Spec 2 §2: the branch's member website timetable, {memberDomain}/{branchId}/timetable, on https
 * (the member domain is a public host name), or null when no domain is known.
 */
export function memberTimetableUrl(
  memberDomainName: string | null | undefined,
  branchId: string,
): string | null {
  const domain = memberDomainName
    ?.trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '');
  if (!domain) return null;
  return `https://${domain}/${encodeURIComponent(branchId)}/timetable`;
}
