/**
 * What staff screens derive from a membership (spec 2 §4): list grouping, billing status colouring
 * and tags, action availability (End, Change, Edit). Owned by the web helper.
 */
export const MEMBERSHIP_RULES_PENDING = true;
