/* eslint-disable */
import * as types from './graphql.ts';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query GetInitialisationData {\n    getInitialisationData {\n      me {\n        applicationId\n        personId\n        userId\n      }\n      authzRoles {\n        id\n        name\n        operations\n      }\n    }\n  }\n": typeof types.GetInitialisationDataDocument,
    "\n  query GetInitialisationByUser($userId: ID!) {\n    getInitialisationByUser(userId: $userId) {\n      roleAssignments {\n        userId\n        roleId\n        branchId\n        isSuperAdmin\n      }\n      person {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n": typeof types.GetInitialisationByUserDocument,
    "\n  query StartUpBranches {\n    allBranchesAndGroups {\n      branches {\n        id\n        name\n        country\n        memberCount\n      }\n      groups {\n        id\n        name\n        description\n        branches\n      }\n    }\n  }\n": typeof types.StartUpBranchesDocument,
    "\n  query BranchGroupDetail($id: ID!) {\n    getBranchGroup(id: $id) {\n      id\n      name\n      description\n      branches\n      ...BranchGroupForm_group\n    }\n    allBranchesAndGroups {\n      branches {\n        id\n        name\n        memberCount\n      }\n      groups {\n        id\n        name\n      }\n    }\n  }\n": typeof types.BranchGroupDetailDocument,
    "\n  mutation RemoveBranchFromBranchGroup($branchGroupId: ID!, $branchId: ID!) {\n    removeBranchFromBranchGroup(branchGroupId: $branchGroupId, branchId: $branchId) {\n      id\n      branches\n    }\n  }\n": typeof types.RemoveBranchFromBranchGroupDocument,
    "\n  fragment BranchGroupForm_group on BranchGroup {\n    id\n    name\n    description\n    branches\n  }\n": typeof types.BranchGroupForm_GroupFragmentDoc,
    "\n  mutation CreateBranchGroup($input: BranchGroupInput!) {\n    createBranchGroup(input: $input) {\n      id\n      ...BranchGroupForm_group\n    }\n  }\n": typeof types.CreateBranchGroupDocument,
    "\n  mutation UpdateBranchGroup($id: ID!, $input: BranchGroupInput!) {\n    updateBranchGroup(id: $id, input: $input) {\n      id\n      ...BranchGroupForm_group\n    }\n  }\n": typeof types.UpdateBranchGroupDocument,
    "\n  query BranchGroups {\n    allBranchesAndGroups {\n      groups {\n        id\n        name\n        description\n        branches\n        ...BranchGroupForm_group\n      }\n    }\n  }\n": typeof types.BranchGroupsDocument,
    "\n  query BranchList {\n    allBranchesAndGroups {\n      branches {\n        id\n        name\n        ...BranchTile_branch\n      }\n    }\n  }\n": typeof types.BranchListDocument,
    "\n  query BranchOverview($id: ID!) {\n    getBranch(id: $id) {\n      id\n      name\n      legalName\n      country\n      memberCount\n      businessEmailAddress\n      address {\n        address1\n        address2\n        suburb\n        city\n        state\n        postalCode\n        country\n      }\n      contactNumber {\n        countryCode\n        number\n      }\n      timeZone {\n        id\n        name\n      }\n      ...BusinessHoursTable_branch\n    }\n  }\n": typeof types.BranchOverviewDocument,
    "\n  fragment BranchTile_branch on Branch {\n    id\n    name\n    country\n    memberCount\n  }\n": typeof types.BranchTile_BranchFragmentDoc,
    "\n  fragment BusinessHoursTable_branch on Branch {\n    businessHours {\n      dayOfWeek\n      startTime\n      finishTime\n    }\n  }\n": typeof types.BusinessHoursTable_BranchFragmentDoc,
};
const documents: Documents = {
    "\n  query GetInitialisationData {\n    getInitialisationData {\n      me {\n        applicationId\n        personId\n        userId\n      }\n      authzRoles {\n        id\n        name\n        operations\n      }\n    }\n  }\n": types.GetInitialisationDataDocument,
    "\n  query GetInitialisationByUser($userId: ID!) {\n    getInitialisationByUser(userId: $userId) {\n      roleAssignments {\n        userId\n        roleId\n        branchId\n        isSuperAdmin\n      }\n      person {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n": types.GetInitialisationByUserDocument,
    "\n  query StartUpBranches {\n    allBranchesAndGroups {\n      branches {\n        id\n        name\n        country\n        memberCount\n      }\n      groups {\n        id\n        name\n        description\n        branches\n      }\n    }\n  }\n": types.StartUpBranchesDocument,
    "\n  query BranchGroupDetail($id: ID!) {\n    getBranchGroup(id: $id) {\n      id\n      name\n      description\n      branches\n      ...BranchGroupForm_group\n    }\n    allBranchesAndGroups {\n      branches {\n        id\n        name\n        memberCount\n      }\n      groups {\n        id\n        name\n      }\n    }\n  }\n": types.BranchGroupDetailDocument,
    "\n  mutation RemoveBranchFromBranchGroup($branchGroupId: ID!, $branchId: ID!) {\n    removeBranchFromBranchGroup(branchGroupId: $branchGroupId, branchId: $branchId) {\n      id\n      branches\n    }\n  }\n": types.RemoveBranchFromBranchGroupDocument,
    "\n  fragment BranchGroupForm_group on BranchGroup {\n    id\n    name\n    description\n    branches\n  }\n": types.BranchGroupForm_GroupFragmentDoc,
    "\n  mutation CreateBranchGroup($input: BranchGroupInput!) {\n    createBranchGroup(input: $input) {\n      id\n      ...BranchGroupForm_group\n    }\n  }\n": types.CreateBranchGroupDocument,
    "\n  mutation UpdateBranchGroup($id: ID!, $input: BranchGroupInput!) {\n    updateBranchGroup(id: $id, input: $input) {\n      id\n      ...BranchGroupForm_group\n    }\n  }\n": types.UpdateBranchGroupDocument,
    "\n  query BranchGroups {\n    allBranchesAndGroups {\n      groups {\n        id\n        name\n        description\n        branches\n        ...BranchGroupForm_group\n      }\n    }\n  }\n": types.BranchGroupsDocument,
    "\n  query BranchList {\n    allBranchesAndGroups {\n      branches {\n        id\n        name\n        ...BranchTile_branch\n      }\n    }\n  }\n": types.BranchListDocument,
    "\n  query BranchOverview($id: ID!) {\n    getBranch(id: $id) {\n      id\n      name\n      legalName\n      country\n      memberCount\n      businessEmailAddress\n      address {\n        address1\n        address2\n        suburb\n        city\n        state\n        postalCode\n        country\n      }\n      contactNumber {\n        countryCode\n        number\n      }\n      timeZone {\n        id\n        name\n      }\n      ...BusinessHoursTable_branch\n    }\n  }\n": types.BranchOverviewDocument,
    "\n  fragment BranchTile_branch on Branch {\n    id\n    name\n    country\n    memberCount\n  }\n": types.BranchTile_BranchFragmentDoc,
    "\n  fragment BusinessHoursTable_branch on Branch {\n    businessHours {\n      dayOfWeek\n      startTime\n      finishTime\n    }\n  }\n": types.BusinessHoursTable_BranchFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetInitialisationData {\n    getInitialisationData {\n      me {\n        applicationId\n        personId\n        userId\n      }\n      authzRoles {\n        id\n        name\n        operations\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetInitialisationData {\n    getInitialisationData {\n      me {\n        applicationId\n        personId\n        userId\n      }\n      authzRoles {\n        id\n        name\n        operations\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetInitialisationByUser($userId: ID!) {\n    getInitialisationByUser(userId: $userId) {\n      roleAssignments {\n        userId\n        roleId\n        branchId\n        isSuperAdmin\n      }\n      person {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetInitialisationByUser($userId: ID!) {\n    getInitialisationByUser(userId: $userId) {\n      roleAssignments {\n        userId\n        roleId\n        branchId\n        isSuperAdmin\n      }\n      person {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartUpBranches {\n    allBranchesAndGroups {\n      branches {\n        id\n        name\n        country\n        memberCount\n      }\n      groups {\n        id\n        name\n        description\n        branches\n      }\n    }\n  }\n"): (typeof documents)["\n  query StartUpBranches {\n    allBranchesAndGroups {\n      branches {\n        id\n        name\n        country\n        memberCount\n      }\n      groups {\n        id\n        name\n        description\n        branches\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BranchGroupDetail($id: ID!) {\n    getBranchGroup(id: $id) {\n      id\n      name\n      description\n      branches\n      ...BranchGroupForm_group\n    }\n    allBranchesAndGroups {\n      branches {\n        id\n        name\n        memberCount\n      }\n      groups {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query BranchGroupDetail($id: ID!) {\n    getBranchGroup(id: $id) {\n      id\n      name\n      description\n      branches\n      ...BranchGroupForm_group\n    }\n    allBranchesAndGroups {\n      branches {\n        id\n        name\n        memberCount\n      }\n      groups {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBranchFromBranchGroup($branchGroupId: ID!, $branchId: ID!) {\n    removeBranchFromBranchGroup(branchGroupId: $branchGroupId, branchId: $branchId) {\n      id\n      branches\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveBranchFromBranchGroup($branchGroupId: ID!, $branchId: ID!) {\n    removeBranchFromBranchGroup(branchGroupId: $branchGroupId, branchId: $branchId) {\n      id\n      branches\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BranchGroupForm_group on BranchGroup {\n    id\n    name\n    description\n    branches\n  }\n"): (typeof documents)["\n  fragment BranchGroupForm_group on BranchGroup {\n    id\n    name\n    description\n    branches\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBranchGroup($input: BranchGroupInput!) {\n    createBranchGroup(input: $input) {\n      id\n      ...BranchGroupForm_group\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBranchGroup($input: BranchGroupInput!) {\n    createBranchGroup(input: $input) {\n      id\n      ...BranchGroupForm_group\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBranchGroup($id: ID!, $input: BranchGroupInput!) {\n    updateBranchGroup(id: $id, input: $input) {\n      id\n      ...BranchGroupForm_group\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBranchGroup($id: ID!, $input: BranchGroupInput!) {\n    updateBranchGroup(id: $id, input: $input) {\n      id\n      ...BranchGroupForm_group\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BranchGroups {\n    allBranchesAndGroups {\n      groups {\n        id\n        name\n        description\n        branches\n        ...BranchGroupForm_group\n      }\n    }\n  }\n"): (typeof documents)["\n  query BranchGroups {\n    allBranchesAndGroups {\n      groups {\n        id\n        name\n        description\n        branches\n        ...BranchGroupForm_group\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BranchList {\n    allBranchesAndGroups {\n      branches {\n        id\n        name\n        ...BranchTile_branch\n      }\n    }\n  }\n"): (typeof documents)["\n  query BranchList {\n    allBranchesAndGroups {\n      branches {\n        id\n        name\n        ...BranchTile_branch\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BranchOverview($id: ID!) {\n    getBranch(id: $id) {\n      id\n      name\n      legalName\n      country\n      memberCount\n      businessEmailAddress\n      address {\n        address1\n        address2\n        suburb\n        city\n        state\n        postalCode\n        country\n      }\n      contactNumber {\n        countryCode\n        number\n      }\n      timeZone {\n        id\n        name\n      }\n      ...BusinessHoursTable_branch\n    }\n  }\n"): (typeof documents)["\n  query BranchOverview($id: ID!) {\n    getBranch(id: $id) {\n      id\n      name\n      legalName\n      country\n      memberCount\n      businessEmailAddress\n      address {\n        address1\n        address2\n        suburb\n        city\n        state\n        postalCode\n        country\n      }\n      contactNumber {\n        countryCode\n        number\n      }\n      timeZone {\n        id\n        name\n      }\n      ...BusinessHoursTable_branch\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BranchTile_branch on Branch {\n    id\n    name\n    country\n    memberCount\n  }\n"): (typeof documents)["\n  fragment BranchTile_branch on Branch {\n    id\n    name\n    country\n    memberCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BusinessHoursTable_branch on Branch {\n    businessHours {\n      dayOfWeek\n      startTime\n      finishTime\n    }\n  }\n"): (typeof documents)["\n  fragment BusinessHoursTable_branch on Branch {\n    businessHours {\n      dayOfWeek\n      startTime\n      finishTime\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;