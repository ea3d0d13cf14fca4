/** Result sets expire a day after they were made (a stored definition, not rows: 24 h). */
export const RESULT_SET_LIFETIME_HOURS = 24;

/** Rows the grid's JSON answer carries; an export has them all. */
export const GRID_ROW_LIMIT = 10_000;

/** Under the reporting base getRestApiUrl('reporting') hands out. */
export const RESULT_SETS_PATH = '/reporting/v1/result-sets';
