/** Result sets expire a day after they were made (a stored definition, not rows: 24 h). */
export const RESULT_SET_LIFETIME_HOURS = 24;

/** Rows the grid's JSON answer carries; an export has them all. */
export const GRID_ROW_LIMIT = 10_000;

/** Under the reporting base getRestApiUrl('reporting') hands out. */
export const RESULT_SETS_PATH = '/reporting/v1/result-sets';

/** A result set's title (a template name is 80; a standard report's title with its range fits). */
export const RESULT_SET_TITLE_MAX = 200;

/** Branches one result set may cover (an organisation of 200 branches fits, with room). */
export const RESULT_SET_BRANCHES_MAX = 2_000;
