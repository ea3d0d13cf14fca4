/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A branch group as the create and edit forms submit it. */
export type BranchGroupInput = {
  /** Ids of the member branches: at least one. */
  branches: Array<string | number>;
  /** What the group is for: at most 400. */
  description?: string | null | undefined;
  /** Group name: required, at most 80, unique among groups. */
  name: string;
};

export type GetInitialisationDataQueryVariables = Exact<{ [key: string]: never; }>;


export type GetInitialisationDataQuery = { getInitialisationData: { me: { applicationId: string, personId: string, userId: string }, authzRoles: Array<{ id: string, name: string, operations: Array<string> }> } };

export type GetInitialisationByUserQueryVariables = Exact<{
  userId: string | number;
}>;


export type GetInitialisationByUserQuery = { getInitialisationByUser: { roleAssignments: Array<{ userId: string, roleId: string, branchId: string, isSuperAdmin: boolean }>, person: { id: string, firstName: string, lastName: string } } };

export type StartUpBranchesQueryVariables = Exact<{ [key: string]: never; }>;


export type StartUpBranchesQuery = { allBranchesAndGroups: { branches: Array<{ id: string, name: string, country: string, memberCount: number }>, groups: Array<{ id: string, name: string, description: string | null, branches: Array<string> }> } };

export type BranchGroupDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type BranchGroupDetailQuery = { getBranchGroup: (
    { id: string, name: string, description: string | null, branches: Array<string> }
    & { ' $fragmentRefs'?: { 'BranchGroupForm_GroupFragment': BranchGroupForm_GroupFragment } }
  ), allBranchesAndGroups: { branches: Array<{ id: string, name: string, memberCount: number }>, groups: Array<{ id: string, name: string }> } };

export type RemoveBranchFromBranchGroupMutationVariables = Exact<{
  branchGroupId: string | number;
  branchId: string | number;
}>;


export type RemoveBranchFromBranchGroupMutation = { removeBranchFromBranchGroup: { id: string, branches: Array<string> } };

export type BranchGroupForm_GroupFragment = { id: string, name: string, description: string | null, branches: Array<string> } & { ' $fragmentName'?: 'BranchGroupForm_GroupFragment' };

export type CreateBranchGroupMutationVariables = Exact<{
  input: BranchGroupInput;
}>;


export type CreateBranchGroupMutation = { createBranchGroup: (
    { id: string }
    & { ' $fragmentRefs'?: { 'BranchGroupForm_GroupFragment': BranchGroupForm_GroupFragment } }
  ) };

export type UpdateBranchGroupMutationVariables = Exact<{
  id: string | number;
  input: BranchGroupInput;
}>;


export type UpdateBranchGroupMutation = { updateBranchGroup: (
    { id: string }
    & { ' $fragmentRefs'?: { 'BranchGroupForm_GroupFragment': BranchGroupForm_GroupFragment } }
  ) };

export type BranchGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type BranchGroupsQuery = { allBranchesAndGroups: { groups: Array<(
      { id: string, name: string, description: string | null, branches: Array<string> }
      & { ' $fragmentRefs'?: { 'BranchGroupForm_GroupFragment': BranchGroupForm_GroupFragment } }
    )> } };

export type BranchListQueryVariables = Exact<{ [key: string]: never; }>;


export type BranchListQuery = { allBranchesAndGroups: { branches: Array<(
      { id: string, name: string }
      & { ' $fragmentRefs'?: { 'BranchTile_BranchFragment': BranchTile_BranchFragment } }
    )> } };

export type BranchOverviewQueryVariables = Exact<{
  id: string | number;
}>;


export type BranchOverviewQuery = { getBranch: (
    { id: string, name: string, legalName: string | null, country: string, memberCount: number, businessEmailAddress: string | null, address: { address1: string | null, address2: string | null, suburb: string | null, city: string | null, state: string | null, postalCode: string | null, country: string } | null, contactNumber: { countryCode: string, number: string } | null, timeZone: { id: string, name: string } }
    & { ' $fragmentRefs'?: { 'BusinessHoursTable_BranchFragment': BusinessHoursTable_BranchFragment } }
  ) };

export type BranchTile_BranchFragment = { id: string, name: string, country: string, memberCount: number } & { ' $fragmentName'?: 'BranchTile_BranchFragment' };

export type BusinessHoursTable_BranchFragment = { businessHours: Array<{ dayOfWeek: string, startTime: string, finishTime: string }> } & { ' $fragmentName'?: 'BusinessHoursTable_BranchFragment' };

export const BranchGroupForm_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BranchGroupForm_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BranchGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}}]}}]} as unknown as DocumentNode<BranchGroupForm_GroupFragment, unknown>;
export const BranchTile_BranchFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BranchTile_branch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Branch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}}]} as unknown as DocumentNode<BranchTile_BranchFragment, unknown>;
export const BusinessHoursTable_BranchFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessHoursTable_branch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Branch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dayOfWeek"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"finishTime"}}]}}]}}]} as unknown as DocumentNode<BusinessHoursTable_BranchFragment, unknown>;
export const GetInitialisationDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetInitialisationData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getInitialisationData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"authzRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"operations"}}]}}]}}]}}]} as unknown as DocumentNode<GetInitialisationDataQuery, GetInitialisationDataQueryVariables>;
export const GetInitialisationByUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetInitialisationByUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getInitialisationByUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleAssignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"isSuperAdmin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]} as unknown as DocumentNode<GetInitialisationByUserQuery, GetInitialisationByUserQueryVariables>;
export const StartUpBranchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StartUpBranches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allBranchesAndGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}}]}}]}}]}}]} as unknown as DocumentNode<StartUpBranchesQuery, StartUpBranchesQueryVariables>;
export const BranchGroupDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchGroupDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBranchGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BranchGroupForm_group"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allBranchesAndGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BranchGroupForm_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BranchGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}}]}}]} as unknown as DocumentNode<BranchGroupDetailQuery, BranchGroupDetailQueryVariables>;
export const RemoveBranchFromBranchGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveBranchFromBranchGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchGroupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeBranchFromBranchGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchGroupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}}]}}]}}]} as unknown as DocumentNode<RemoveBranchFromBranchGroupMutation, RemoveBranchFromBranchGroupMutationVariables>;
export const CreateBranchGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBranchGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BranchGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBranchGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BranchGroupForm_group"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BranchGroupForm_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BranchGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}}]}}]} as unknown as DocumentNode<CreateBranchGroupMutation, CreateBranchGroupMutationVariables>;
export const UpdateBranchGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBranchGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BranchGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBranchGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BranchGroupForm_group"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BranchGroupForm_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BranchGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}}]}}]} as unknown as DocumentNode<UpdateBranchGroupMutation, UpdateBranchGroupMutationVariables>;
export const BranchGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allBranchesAndGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BranchGroupForm_group"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BranchGroupForm_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BranchGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}}]}}]} as unknown as DocumentNode<BranchGroupsQuery, BranchGroupsQueryVariables>;
export const BranchListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allBranchesAndGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BranchTile_branch"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BranchTile_branch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Branch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}}]} as unknown as DocumentNode<BranchListQuery, BranchListQueryVariables>;
export const BranchOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBranch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessHoursTable_branch"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessHoursTable_branch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Branch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dayOfWeek"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"finishTime"}}]}}]}}]} as unknown as DocumentNode<BranchOverviewQuery, BranchOverviewQueryVariables>;