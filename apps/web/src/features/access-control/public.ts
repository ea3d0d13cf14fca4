/** What other web features use of access control: the card panel of member and staff profiles. */
export { AccessCardsPanel } from './AccessCardsPanel.tsx';
