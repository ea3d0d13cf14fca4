/**
 * What other features may use of arrivals: recording one arrival (door swipes online and offline,
 * manual arrivals) with its side effects in the caller's transaction.
 */
export { recordArrival } from './record-arrival.ts';
