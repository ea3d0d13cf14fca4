import type * as Generated from '../gql/graphql.ts';

/**
 * The web's GraphQL operations by name, with their result and variable types, read from the
 * generated documents (`<Name>Document` in src/gql/graphql.ts). Fixtures are typed from these,
 * so a document or schema change breaks a test's data at compile time, not at run time.
 */
type Documents = {
  [K in keyof typeof Generated as K extends `${infer Name}Document` ? Name : never]: (typeof Generated)[K];
};

/**
 * A typed document's result and variables, read from its type-only `__apiType` marker (what
 * @graphql-typed-document-node's ResultOf reads), so the web needs no extra package for it.
 */
type Signature<D> = D extends { __apiType?: (variables: infer V) => infer R }
  ? { result: R; variables: V }
  : never;

export type OperationName = keyof Documents;
export type OperationVariables<N extends OperationName> = Signature<Documents[N]>['variables'];

/** What the server sends for operation `N`: its result with every fragment spread unmasked. */
export type OperationData<N extends OperationName> = Unmasked<Signature<Documents[N]>['result']>;

type FragmentMarkers = ' $fragmentRefs' | ' $fragmentName';

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** The fields of the fragments spread into `T` (masked away in the generated result types). */
type Spread<T> = T extends { ' $fragmentRefs'?: infer Refs }
  ? UnionToIntersection<{ [K in keyof Refs]: Unmasked<Refs[K]> }[keyof Refs]>
  : unknown;

/**
 * A generated result type as JSON: fragments merged into their parent selection, and an optional
 * __typename on every object (urql's document cache adds it to each selection and reads it back).
 */
type Unmasked<T> = T extends readonly (infer E)[]
  ? readonly Unmasked<E>[]
  : T extends object
    ? { [K in keyof T as K extends FragmentMarkers ? never : K]: Unmasked<T[K]> } & Spread<T> & {
          __typename?: string;
        }
    : T;
