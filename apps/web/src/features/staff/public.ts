/** What other web features use of staff: the link to a staff member's page (arrival cards). */
export { staffPath } from './paths.ts';
