/** Start-up messages (spec 1 §2.3). */
export const START_UP_MESSAGES = {
  initialisingApp: 'Initialising app...',
  initialisingUser: 'Initialising user...',
  loggingIn: 'Logging you in, hang on...',
  redirectingToLogin: 'Redirecting to the login form...',
} as const;
