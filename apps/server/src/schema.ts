import { lexicographicSortSchema } from 'graphql';
import { builder } from './platform/graphql/builder.ts';
// Every feature's GraphQL module, imported for its side effect of adding types and fields.
import './platform/async-operations/async-operations.graphql.ts';
import './features/branches/branches.graphql.ts';
import './features/branches/branch-groups.graphql.ts';
import './features/identity/initialisation.graphql.ts';
import './features/members/persons/persons.graphql.ts';
import './features/members/persons/person-details.graphql.ts';
import './features/members/persons/search.graphql.ts';
import './features/members/activities/activities.graphql.ts';
import './features/members/persons/export.graphql.ts';
import './features/members/notes/notes.graphql.ts';
import './features/members/sms/sms.graphql.ts';
import './features/members/attachments/attachments.graphql.ts';
import './features/members/persons/profile-image.graphql.ts';
import './features/organisation/organisation.graphql.ts';
import './features/roles/roles.graphql.ts';

/** The whole GraphQL schema; built once per process. */
export const schema = lexicographicSortSchema(builder.toSchema());
