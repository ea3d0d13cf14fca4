import { graphql } from '../../gql/index.ts';

/**
 * The access-control service's address (spec 3 §7), asked of the API by every screen that talks to
 * that service (a plan's access types, a person's cards). One definition: an operation's name is
 * unique in the app, and a document imported from src/gql/graphql.ts instead of through
 * `graphql()` would bring every generated document into the first render (build-plugins).
 */
export const AccessControlApiQuery = graphql(`
  query AccessControlApi {
    getRestApiUrl(name: "access-control-api")
  }
`);
