/**
 * What other web features use of members: the member area (its slot, its context and its page
 * heading, for the pages other features add to it), the links to members' pages and a member's
 * name. Nothing else in the folder is reached from outside it (tools/import-boundaries.ts).
 */
export { MemberPageHeader } from './area/MemberPageHeader.tsx';
export { useMemberArea } from './area/member-area-context.ts';
export { memberAreaSlot } from './member-area-slot.ts';
export { memberAreaPath, memberListPath } from './paths.ts';
export { personName } from './person-name.ts';
