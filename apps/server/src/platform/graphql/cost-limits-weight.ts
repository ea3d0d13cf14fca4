import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/**
 * Arguments that bound how many items a field answers. Where one is left out, the field's own
 * maximum applies (searchPersons serves 1000 by default), so the worst case is what is weighed.
 */
const PAGE_SIZE_ARGUMENTS = ['limit', 'first'] as const;

/** A page size argument left out: the largest page any field of the schema serves (searchPersons). */
export const UNSTATED_PAGE_SIZE = 1000;

/**
 * A list without a page size argument (a person's roles, a branch's business hours, the branches
 * of the organisation): none holds more than a few dozen items in a real organisation.
 */
export const UNBOUNDED_LIST_SIZE = 20;

export interface QueryCostInput {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName: string | undefined;
  variables: Readonly<Record<string, unknown>>;
  /** Counting stops once the cost passes this: the caller only needs to know it is too much. */
  stopAbove: number;
}

/**
 * The weighted cost of the operation that would run: 1 per field, times the size of every list it
 * sits in. A field with a `limit`/`first` argument weighs what it selects by that number (the page
 * type's list is that page); any other list by UNBOUNDED_LIST_SIZE. Runs after validation, so the
 * fields exist and fragments do not cycle; an operation it cannot find costs 0 (execution refuses it).
 */
export function queryCost(input: QueryCostInput): number {
  const operation = findOperation(input.document, input.operationName);
  if (!operation) return 0;
  const root = input.schema.getRootType(operation.operation);
  if (!root) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of input.document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const walker = new CostWalker(input.schema, fragments, input.variables, input.stopAbove);
  return walker.selectionSet(operation.selectionSet, root, false);
}

function findOperation(
  document: DocumentNode,
  name: string | undefined,
): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (name === undefined) return operations.length === 1 ? operations[0] : undefined;
  return operations.find((operation) => operation.name?.value === name);
}

class CostWalker {
  /** A fragment's cost per `pagePending`, so a fragment spread many times is counted once. */
  private readonly fragmentCosts = new Map<string, number>();

  private readonly schema: GraphQLSchema;
  private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  private readonly variables: Readonly<Record<string, unknown>>;
  private readonly stopAbove: number;

  constructor(
    schema: GraphQLSchema,
    fragments: ReadonlyMap<string, FragmentDefinitionNode>,
    variables: Readonly<Record<string, unknown>>,
    stopAbove: number,
  ) {
    this.schema = schema;
    this.fragments = fragments;
    this.variables = variables;
    this.stopAbove = stopAbove;
  }

  /**
   * `pagePending`: a page size was already counted above, so the first list met below is that page
   * and is not weighed a second time.
   */
  selectionSet(selectionSet: SelectionSetNode, parent: GraphQLNamedType, pagePending: boolean): number {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        total += this.field(selection, parent, pagePending);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition
          ? this.schema.getType(selection.typeCondition.name.value)
          : parent;
        if (condition) total += this.selectionSet(selection.selectionSet, condition, pagePending);
      } else {
        total += this.fragment(selection.name.value, pagePending);
      }
      // Past the limit the exact figure does not matter; stopping keeps a huge document cheap to weigh.
      if (total > this.stopAbove) return total;
    }
    return total;
  }

  private fragment(name: string, pagePending: boolean): number {
    const key = `${name}:${pagePending}`;
    const known = this.fragmentCosts.get(key);
    if (known !== undefined) return known;
    const definition = this.fragments.get(name);
    const type = definition ? this.schema.getType(definition.typeCondition.name.value) : undefined;
    // Set before walking: were a cycle to slip past validation, it would count 0, not loop.
    this.fragmentCosts.set(key, 0);
    const cost = definition && type ? this.selectionSet(definition.selectionSet, type, pagePending) : 0;
    this.fragmentCosts.set(key, cost);
    return cost;
  }

  private field(node: FieldNode, parent: GraphQLNamedType, pagePending: boolean): number {
    const definition = fieldOf(parent, node.name.value);
    if (!definition || !node.selectionSet) return 1;
    const pageSize = this.pageSize(node, definition);
    const list = isList(definition.type);
    let multiplier = 1;
    let pendingBelow = pagePending;
    if (pageSize !== undefined) {
      multiplier = pageSize;
      // A field that is itself the list uses its page size here; a page object passes it down.
      pendingBelow = !list;
    } else if (list) {
      multiplier = pagePending ? 1 : UNBOUNDED_LIST_SIZE;
      pendingBelow = false;
    }
    const type = getNamedType(definition.type);
    if (!isCompositeType(type)) return 1;
    return 1 + multiplier * this.selectionSet(node.selectionSet, type, pendingBelow);
  }

  /** The page size asked for, the largest page when left out; undefined for a field without one. */
  private pageSize(node: FieldNode, definition: GraphQLField<unknown, unknown>): number | undefined {
    const name = PAGE_SIZE_ARGUMENTS.find((argument) => definition.args.some((arg) => arg.name === argument));
    if (!name) return undefined;
    const argument = node.arguments?.find((arg) => arg.name.value === name);
    const value = argument ? this.numberOf(argument.value) : undefined;
    // A size the field will refuse still weighs as asked: the request is too big either way.
    return value === undefined ? UNSTATED_PAGE_SIZE : Math.max(1, Math.ceil(value));
  }

  private numberOf(value: ValueNode): number | undefined {
    if (value.kind === Kind.INT || value.kind === Kind.FLOAT) {
      const number = Number(value.value);
      return Number.isFinite(number) ? number : undefined;
    }
    if (value.kind === Kind.VARIABLE) {
      const variable = this.variables[value.name.value];
      return typeof variable === 'number' && Number.isFinite(variable) ? variable : undefined;
    }
    return undefined;
  }
}

function fieldOf(parent: GraphQLNamedType, name: string): GraphQLField<unknown, unknown> | undefined {
  if (!isObjectType(parent) && !isInterfaceType(parent)) return undefined;
  return parent.getFields()[name];
}

function isList(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}
