/**
 * Imported first by calendar-week.ts, before any module of the api: the api it times runs as a
 * production start does (NODE_ENV=production, which the server's config requires for one). Some
 * libraries read it once, when they load: graphql-js, in development, runs an extra check in
 * every type test of its executor (instanceOf), about 10,000 of them for a week of sessions.
 */
process.env.NODE_ENV = 'production';
