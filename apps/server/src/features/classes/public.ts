/**
 * What other features may use of classes: the Class GraphQL type (a session names its class),
 * the classes read inside the caller's transaction, and the views one viewer sees of them.
 */
export { type ClassView, classViews } from './class-views.ts';
export { classWaitlistsAsked } from './class-waitlists.hook.ts';
export { ClassRef } from './classes.graphql.ts';
export { branchesOfClasses, findClass, findClassesByIds } from './classes.repository.ts';
/** The classes table a session's calendar row joins (its name, colour and online booking). */
export { classes } from './classes.table.ts';
