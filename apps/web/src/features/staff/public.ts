/** What other web features use of staff: the link to a staff member's page (arrivals' names). */
export { staffPath } from './paths.ts';
