import { staffMessages } from '@clubline/domain';

/** The longest range one calendar read may ask for: a month view (six weeks) with room to spare. */
export const SESSION_RANGE_MAX_DAYS = 62;
/** A weekly series may end at most this many weeks after it starts (ours: the spec is silent). */
export const SERIES_END_MAX_WEEKS = 104;

/** The server's own field messages for sessions (the form's are the domain's `sessionMessages`). */
export const sessionServerMessages = {
  invalidDate: 'Please enter a valid date',
  rangeBackwards: 'The end date must not be before the start date',
  rangeTooLong: `A calendar can show at most ${SESSION_RANGE_MAX_DAYS} days at once`,
  invalidTime: 'Please choose a time from the list',
  endDateBeforeStart: 'The end date must not be before the start date',
  endDateTooFar: `A weekly session can repeat for at most ${SERIES_END_MAX_WEEKS / 52} years`,
  endDateOnlyWeekly: 'Only a weekly session has an end date',
  openSeriesStartTooEarly: `A weekly session without an end date can start at most ${SERIES_END_MAX_WEEKS / 52} years ago`,
  classNotAtBranch: 'This class does not run at this branch. Please refresh your screen.',
  staffNotAtBranch: staffMessages.notInBranch,
  staffInactive: 'This staff member is inactive. Please choose another.',
} as const;
