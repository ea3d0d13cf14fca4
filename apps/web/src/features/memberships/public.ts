/** What other web features use of memberships: links to a member's memberships and to one membership. */
export { memberMembershipsPath, membershipPath } from './paths.ts';
