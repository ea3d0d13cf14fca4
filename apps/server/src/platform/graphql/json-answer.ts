import {
  type DocumentNode,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLSchema,
  getArgumentValues,
  getNamedType,
  getOperationAST,
  getVariableValues,
  isObjectType,
  Kind,
  type SelectionSetNode,
} from 'graphql';
import { type Plugin, processRegularResult } from 'graphql-yoga';
import type { GraphQLContext } from './context.ts';

/** The field extension that holds a root field's JSON answer (see `jsonAnswer`). */
const JSON_ANSWER = 'jsonAnswer';

/**
 * The selection set of one object type, flattened as the executor collects it: fields in the order
 * their response keys first appear, a key selected twice merged into one (its sub-selections too).
 */
export interface JsonSelection {
  /** The object type's name: the answer of `__typename` at this level. */
  typeName: string;
  fields: JsonSelectionField[];
}

interface JsonSelectionField {
  /** The key of the answer: the alias, or the field's name. */
  responseKey: string;
  /** The schema's field (`__typename` included). */
  fieldName: string;
  /** An object field's own selection; null for a leaf. */
  selection: JsonSelection | null;
}

/** What a root field's JSON answer is asked with. */
export interface JsonAnswerRequest {
  /** The field's arguments, coerced as the executor coerces them (variables read). */
  args: Record<string, unknown>;
  selection: JsonSelection;
  context: GraphQLContext;
}

/**
 * The field's whole answer, a list, as the JSON texts of its elements in order: exactly what the
 * executor would answer for this selection. Null when it cannot say (a field it does not map, a
 * refusal of any kind): the executor then answers, errors included. It must not leave the
 * request's transaction failed.
 */
export type JsonAnswer = (request: JsonAnswerRequest) => Promise<readonly string[] | null>;

/**
 * Where a request's JSON answer waits for the HTTP handler, which writes the response's bytes
 * itself (`bytesOf`): the elements go from PostgreSQL's rows into one buffer and are never joined
 * into one JavaScript string. A string of a week's 185 kB is a large-object allocation V8 makes
 * afresh every time, and it was joined, measured, encoded, decoded and encoded again on its way
 * out: about 3 ms of a 15 ms request (bench/README.md "Calendar week"). A request without one
 * (Yoga asked directly, as the tests do) gets the text in Yoga's own response instead.
 */
export class JsonAnswerBody {
  #elements: readonly string[] | null = null;

  /**
   * Keeps the answer's elements, unless it already keeps some (one request, one answer): true
   * when kept, and the envelope Yoga writes then holds the placeholder in their place.
   */
  hold(elements: readonly string[]): boolean {
    if (this.#elements) return false;
    this.#elements = elements;
    return true;
  }

  /**
   * The response's bytes: Yoga's envelope with the held elements written in place of its
   * placeholder. Null when nothing is held, or when the envelope no longer holds the placeholder
   * (a plugin replaced the data): the envelope is then the whole answer.
   */
  bytesOf(envelope: string): Buffer | null {
    const elements = this.#elements;
    this.#elements = null;
    const at = elements ? envelope.indexOf(QUOTED_PLACEHOLDER) : -1;
    if (!elements || at < 0) return null;
    const head = `${envelope.slice(0, at)}[`;
    const tail = `]${envelope.slice(at + QUOTED_PLACEHOLDER.length)}`;
    let length = Buffer.byteLength(head) + Buffer.byteLength(tail) + Math.max(elements.length - 1, 0);
    for (const element of elements) length += Buffer.byteLength(element);
    const bytes = Buffer.allocUnsafe(length);
    let offset = bytes.write(head, 0);
    elements.forEach((element, index) => {
      if (index > 0) offset = bytes.writeUInt8(COMMA, offset);
      offset += bytes.write(element, offset);
    });
    bytes.write(tail, offset);
    return bytes;
  }
}

/**
 * Marks a Query root field whose answer can be built as one JSON text outside the executor (by
 * PostgreSQL: a calendar's week is a thousand objects that the executor would otherwise resolve
 * field by field and Yoga serialise again). Spread it around the field's declaration, which it
 * keeps: `...jsonAnswer(compiledExecution(requires(…), why), answer)`. The answer goes through the
 * field's own service, so authorization and validation are the service's; whatever it cannot
 * answer (null or a thrown error) falls back to the executor unchanged.
 */
export function jsonAnswer<Declaration extends { extensions: Record<string, unknown> }>(
  declaration: Declaration,
  answer: JsonAnswer,
): Declaration {
  return { ...declaration, extensions: { ...declaration.extensions, [JSON_ANSWER]: answer } };
}

/** What the HTTP handler hands Yoga so that it writes a JSON answer's bytes itself. */
export interface JsonAnswerServerContext {
  jsonAnswerBody?: JsonAnswerBody;
}

/** A request the JSON answer of its one root field may answer: which field, with what. */
export interface JsonAnswerPlan {
  answer: JsonAnswer;
  field: GraphQLField<unknown, unknown>;
  node: FieldNode;
  responseKey: string;
  selection: JsonSelection;
}

/**
 * Answers a query whose only root field declares `jsonAnswer` with the texts that answer builds,
 * written out as they are (never parsed or serialised again in JavaScript): into the response's
 * bytes by the HTTP handler when it hands Yoga a `jsonAnswerBody` and Yoga answers plain JSON,
 * else into Yoga's envelope. Placed just before `compiledExecutionPlugin`, after the guards, cost limits,
 * transaction choice, errors and metrics plugins: those decide first and see its result as any
 * other (`setResultAndStopExecution` runs their `onExecuteDone`, and skips only the executors after
 * it). Anything else, and any request the answer declines or fails, runs on unchanged.
 */
export function jsonAnswerPlugin(): Plugin<GraphQLContext, JsonAnswerServerContext> {
  // Plans by document and operation name, kept as long as the document is: Yoga's parser cache
  // hands the same DocumentNode for the same text, so the calendar's query is planned once.
  const plans = new WeakMap<DocumentNode, Map<string, JsonAnswerPlan | null>>();
  const planFor = (schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined) => {
    let byName = plans.get(document);
    if (!byName) {
      byName = new Map();
      plans.set(document, byName);
    }
    let plan = byName.get(operationName ?? '');
    if (plan === undefined) {
      plan = jsonAnswerPlanOf(schema, document, operationName);
      byName.set(operationName ?? '', plan);
    }
    return plan;
  };
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const plan = planFor(args.schema, args.document, args.operationName ?? undefined);
      if (!plan) return;
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      const variables = getVariableValues(
        args.schema,
        operation?.variableDefinitions ?? [],
        args.variableValues ?? {},
      );
      // Variables the executor would refuse: it refuses them, with its own errors.
      if (!('coerced' in variables) || !variables.coerced) return;
      let elements: readonly string[] | null;
      try {
        elements = await plan.answer({
          args: getArgumentValues(plan.field, plan.node, variables.coerced),
          selection: plan.selection,
          context: args.contextValue,
        });
      } catch {
        // A refusal (validation, not found, denied): the executor asks the same service again and
        // answers the error exactly as it always has.
        return;
      }
      if (elements === null) return;
      setResultAndStopExecution(answered(plan.responseKey, elements));
    },
    onResultProcess({ result, resultProcessor, serverContext }) {
      const body = serverContext.jsonAnswerBody;
      if (!body || resultProcessor !== processRegularResult || !answeredResults.has(result)) return;
      answeredResults.set(result, body);
    },
  };
}

/** A result Yoga writes with its own `stringify` (what graphql-jit's serialiser plugs into too). */
type ResultWithText = ExecutionResult & { stringify: (result: ExecutionResult) => string };

/** Stands for the answer in the envelope's text; a GraphQL result holds no NUL of its own. */
const PLACEHOLDER = '\u0000json-answer\u0000';
const QUOTED_PLACEHOLDER = JSON.stringify(PLACEHOLDER);
const COMMA = 0x2c;

/**
 * The result of one root field answered as JSON texts. Yoga writes it with `stringify`, which
 * leaves the elements out when a body was given to hold them (`answeredResults`: Yoga's regular
 * JSON response, whose bytes the HTTP handler writes) and otherwise puts them in place as they are:
 * never parsed or serialised again (JSON.rawJSON takes only a primitive, not an array). `data`
 * still reads as the parsed answer for any plugin that looks (the texts are parsed then, once);
 * and if a plugin replaced `data`, its value is written as usual.
 */
function answered(responseKey: string, elements: readonly string[]): ResultWithText {
  let parsed: unknown;
  const data: Record<string, unknown> = {};
  Object.defineProperty(data, responseKey, {
    enumerable: true,
    get: () => {
      parsed ??= JSON.parse(`[${elements.join(',')}]`);
      return parsed;
    },
  });
  const result: ResultWithText = {
    data,
    stringify: (written) => {
      if (written.data !== data) return JSON.stringify(written);
      // The envelope as JSON.stringify writes it (data first, as the executor's results have it).
      const { data: _answer, ...rest } = written;
      const envelope = JSON.stringify({ data: { [responseKey]: PLACEHOLDER }, ...rest });
      if (answeredResults.get(result)?.hold(elements)) return envelope;
      return envelope.replace(QUOTED_PLACEHOLDER, () => `[${elements.join(',')}]`);
    },
  };
  answeredResults.set(result, null);
  return result;
}

/**
 * Results answered as JSON texts, each with the body that will hold its elements: null until
 * Yoga chose its regular JSON response for it (`onResultProcess`); any other response (an event
 * stream, a multipart answer) gets the texts in place.
 */
const answeredResults = new WeakMap<object, JsonAnswerBody | null>();

/**
 * The plan for an operation a JSON answer may answer: a query whose root selection is one field
 * declaring `jsonAnswer`, with no directive anywhere and only object types below it (fragments are
 * flattened when their type is the object's own). Null for anything else.
 */
export function jsonAnswerPlanOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string,
): JsonAnswerPlan | null {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query' || hasDirectives(operation)) return null;
  const [node, ...others] = operation.selectionSet.selections;
  if (!node || others.length > 0 || node.kind !== Kind.FIELD || hasDirectives(node)) return null;
  const field = schema.getQueryType()?.getFields()[node.name.value];
  const answer = field?.extensions[JSON_ANSWER];
  if (!field || typeof answer !== 'function' || !node.selectionSet) return null;
  const type = getNamedType(field.type);
  if (!isObjectType(type)) return null;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const selection = collect(schema, type.name, [node.selectionSet], fragments);
  if (!selection) return null;
  return {
    answer: answer as JsonAnswer,
    field,
    node,
    responseKey: node.alias?.value ?? node.name.value,
    selection,
  };
}

/**
 * The fields the executor would collect from these selection sets of one object type, or null when
 * something is not plain (a directive, an argument, a fragment on another type, an abstract type).
 */
function collect(
  schema: GraphQLSchema,
  typeName: string,
  sets: readonly SelectionSetNode[],
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): JsonSelection | null {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) return null;
  const fieldsOfType = type.getFields();
  // Response key -> the field's name and every node selecting it, in first-seen order.
  const byKey = new Map<string, { fieldName: string; nodes: FieldNode[] }>();
  // A fragment spread again adds nothing (the executor skips it too; validation forbids cycles).
  const visited = new Set<string>();
  const visit = (set: SelectionSetNode): boolean =>
    set.selections.every((selection) => {
      if (hasDirectives(selection)) return false;
      if (selection.kind === Kind.FIELD) {
        if (selection.arguments?.length) return false;
        const key = selection.alias?.value ?? selection.name.value;
        const known = byKey.get(key);
        if (known) {
          // Validation makes one key one field; anything else is not ours to judge.
          if (known.fieldName !== selection.name.value) return false;
          known.nodes.push(selection);
        } else {
          byKey.set(key, { fieldName: selection.name.value, nodes: [selection] });
        }
        return true;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition?.name.value;
        return (on === undefined || on === typeName) && visit(selection.selectionSet);
      }
      const name = selection.name.value;
      if (visited.has(name)) return true;
      visited.add(name);
      const fragment = fragments.get(name);
      if (!fragment || fragment.typeCondition.name.value !== typeName || hasDirectives(fragment))
        return false;
      return visit(fragment.selectionSet);
    });
  if (!sets.every((set) => visit(set))) return null;
  const fields: JsonSelectionField[] = [];
  for (const [responseKey, { fieldName, nodes }] of byKey) {
    if (fieldName === '__typename') {
      fields.push({ responseKey, fieldName, selection: null });
      continue;
    }
    const field = fieldsOfType[fieldName];
    if (!field) return null;
    const subSets = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
    if (subSets.length === 0) {
      fields.push({ responseKey, fieldName, selection: null });
      continue;
    }
    const selection = collect(schema, getNamedType(field.type).name, subSets, fragments);
    if (!selection) return null;
    fields.push({ responseKey, fieldName, selection });
  }
  return { typeName, fields };
}

function hasDirectives(node: { directives?: readonly unknown[] | undefined }): boolean {
  return (node.directives?.length ?? 0) > 0;
}
