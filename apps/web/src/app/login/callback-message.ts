/** Spec 1 §2.3: what the callback page shows while the code is exchanged. */
export const CALLBACK_MESSAGE = 'Loading profile...';
