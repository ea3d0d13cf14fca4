import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
  isUnionType,
} from 'graphql';
import {
  type FuzzFixtures,
  holdsHugeText,
  hostileValues,
  malformedValue,
  plausibleValue,
} from './fuzz-values.ts';

/** One generated GraphQL request: what is posted to /graphql. */
export interface FuzzRequest {
  readonly operation: 'query' | 'mutation';
  readonly field: string;
  /** How it was made, for the totals and for reading a failure. */
  readonly kind: string;
  readonly query: string;
  readonly variables?: Record<string, unknown>;
  /** Values written into the document itself (inline literals), which errors may echo. */
  readonly inlineValues?: readonly unknown[];
}

export interface RootField {
  readonly operation: 'query' | 'mutation';
  readonly field: GraphQLField<unknown, unknown>;
}

export function rootFields(schema: GraphQLSchema): RootField[] {
  const of = (operation: 'query' | 'mutation') => {
    const type = operation === 'query' ? schema.getQueryType() : schema.getMutationType();
    return Object.values(type?.getFields() ?? {}).map((field) => ({ operation, field }));
  };
  return [...of('query'), ...of('mutation')];
}

/**
 * The selection under a field: its leaves and, two levels down, the leaves of its objects, so
 * field resolvers (a person's home branch, a group's branches) run on whatever the root answers.
 */
function selectionOf(type: GraphQLNamedType, depth = 2): string {
  if (isLeafType(type)) return '';
  if (isUnionType(type)) return '{ __typename }';
  if (!isObjectType(type) && !isInterfaceType(type)) return '';
  const parts = ['__typename'];
  for (const child of Object.values(type.getFields())) {
    if (child.args.some((arg) => isNonNullType(arg.type))) continue;
    const named = getNamedType(child.type);
    if (isLeafType(named)) parts.push(child.name);
    else if (depth > 0) parts.push(`${child.name} ${selectionOf(named, depth - 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

/** A JavaScript value as a GraphQL literal; strings that name an enum value of `enumType` go bare. */
function literalOf(value: unknown, type: GraphQLInputType | undefined): string {
  const nullable = type ? getNullableType(type) : undefined;
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') {
    if (nullable && isEnumType(nullable) && nullable.getValue(value)) return value;
    return JSON.stringify(value);
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const item = nullable && 'ofType' in nullable ? (nullable.ofType as GraphQLInputType) : undefined;
    return `[${value.map((entry) => literalOf(entry, item)).join(', ')}]`;
  }
  if (typeof value === 'object') {
    const fields =
      nullable && 'getFields' in nullable && typeof nullable.getFields === 'function'
        ? (nullable.getFields() as Record<string, { type: GraphQLInputType }>)
        : {};
    const entries = Object.entries(value).map(
      ([key, entry]) =>
        `${/^[_A-Za-z][_0-9A-Za-z]*$/.test(key) ? key : '_bad'}: ${literalOf(entry, fields[key]?.type)}`,
    );
    return `{ ${entries.join(', ')} }`;
  }
  return 'null';
}

const WRONG_TYPES = ['Int', 'Float', 'String', 'Boolean', 'ID', '[String]', 'PersonRoleType', 'NoSuchType'];

/**
 * Requests for one root field: in most, every argument is a variable of its declared type, one
 * (or all) of them malformed and the rest plausible; some put the values inline, some declare a
 * variable of the wrong type, some leave a required argument out.
 */
export function fieldRequests(root: RootField, fixtures: FuzzFixtures): fc.Arbitrary<FuzzRequest> {
  const { operation, field } = root;
  const args = field.args;
  const selection = selectionOf(getNamedType(field.type));
  const base = { operation, field: field.name };
  const document = (params: string, callArgs: string) =>
    `${operation} Fuzz${params} { ${field.name}${callArgs} ${selection} }`;
  const variableDeclarations = (types: readonly string[]) =>
    args.length === 0 ? '' : `(${args.map((arg, i) => `$${arg.name}: ${types[i]}`).join(', ')})`;
  const variableUses =
    args.length === 0 ? '' : `(${args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})`;
  const declared = args.map((arg) => String(arg.type));

  const valuesFor = (broken: ReadonlySet<number>) =>
    fc.tuple(
      ...args.map((arg, i) =>
        broken.has(i) ? malformedValue(arg.type, fixtures) : plausibleValue(arg.type, fixtures),
      ),
    );
  const brokenSets: fc.Arbitrary<ReadonlySet<number>> =
    args.length === 0
      ? fc.constant(new Set<number>())
      : fc.oneof(
          { weight: 4, arbitrary: fc.nat({ max: args.length - 1 }).map((i) => new Set([i])) },
          { weight: 1, arbitrary: fc.constant(new Set(args.map((_, i) => i))) },
          { weight: 2, arbitrary: fc.constant(new Set<number>()) },
        );
  const withValues = brokenSets.chain((broken) =>
    valuesFor(broken).map((values) => ({ broken, values: values as unknown[] })),
  );

  const asVariables = withValues.map(
    ({ broken, values }): FuzzRequest => ({
      ...base,
      kind: broken.size === 0 ? 'variables, plausible' : 'variables, malformed',
      query: document(variableDeclarations(declared), variableUses),
      variables: Object.fromEntries(args.map((arg, i) => [arg.name, values[i]])),
    }),
  );
  const inline = withValues.map(
    ({ values }): FuzzRequest => ({
      ...base,
      kind: 'inline literals',
      inlineValues: values,
      query: document(
        '',
        args.length === 0
          ? ''
          : `(${args.map((arg: GraphQLArgument, i) => `${arg.name}: ${literalOf(values[i], arg.type)}`).join(', ')})`,
      ),
    }),
  );
  const wrongVariableType = fc
    .tuple(fc.nat({ max: Math.max(0, args.length - 1) }), fc.constantFrom(...WRONG_TYPES), withValues)
    .map(
      ([index, wrong, { values }]): FuzzRequest => ({
        ...base,
        kind: 'wrong variable type',
        query: document(
          variableDeclarations(declared.map((type, i) => (i === index ? wrong : type))),
          variableUses,
        ),
        variables: Object.fromEntries(args.map((arg, i) => [arg.name, values[i]])),
      }),
    );
  const missingVariables = fc.constant<FuzzRequest>({
    ...base,
    kind: 'variables left out',
    query: document(variableDeclarations(declared), variableUses),
    variables: {},
  });
  if (args.length === 0)
    return fc.oneof({ weight: 5, arbitrary: asVariables }, { weight: 1, arbitrary: inline });
  return fc.oneof(
    { weight: 14, arbitrary: asVariables },
    { weight: 3, arbitrary: inline },
    { weight: 2, arbitrary: wrongVariableType },
    { weight: 1, arbitrary: missingVariables },
  );
}

/** Whether an argument or input field holds ids (ID, or a list of them). */
export const holdsIds = (type: GraphQLInputType): boolean => getNamedType(type).name === 'ID';

/**
 * Every argument, and every field of an input object argument, gets each of its hostile values
 * once (hostileValues), the other arguments a plausible sample: the systematic half of the suite.
 * `only` narrows which arguments and input fields get theirs (the others keep plausible values).
 */
export function systematicRequests(
  root: RootField,
  fixtures: FuzzFixtures,
  seed: number,
  only: (type: GraphQLInputType) => boolean = () => true,
): FuzzRequest[] {
  const { operation, field } = root;
  const args = field.args;
  if (args.length === 0) return [];
  const selection = selectionOf(getNamedType(field.type));
  const query = `${operation} Fuzz(${args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ')}) { ${field.name}(${args
    .map((arg) => `${arg.name}: $${arg.name}`)
    .join(', ')}) ${selection} }`;
  // The base every hostile value is set into: plausible, with no 1 MB or over-limit text of its
  // own (holdsHugeText).
  const [base] = fc.sample(
    fc
      .tuple(...args.map((arg) => plausibleValue(arg.type, fixtures).filter((value) => value !== null)))
      .filter((values) => !holdsHugeText(values)),
    { seed, numRuns: 1 },
  );
  const plausible = Object.fromEntries(args.map((arg, i) => [arg.name, base?.[i]]));
  const requests: FuzzRequest[] = [];
  const push = (variables: Record<string, unknown>) =>
    requests.push({ operation, field: field.name, kind: 'systematic', query, variables });
  for (const arg of args) {
    if (only(arg.type))
      for (const value of hostileValues(arg.type, fixtures)) push({ ...plausible, [arg.name]: value });
    const inner = getNullableType(arg.type);
    const whole = plausible[arg.name];
    if (!isInputObjectType(inner) || typeof whole !== 'object' || whole === null) continue;
    for (const inputField of Object.values(inner.getFields())) {
      if (!only(inputField.type)) continue;
      for (const value of hostileValues(inputField.type, fixtures)) {
        push({ ...plausible, [arg.name]: { ...whole, [inputField.name]: value } });
      }
    }
  }
  return requests;
}
