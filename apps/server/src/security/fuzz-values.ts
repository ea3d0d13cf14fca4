import fc from 'fast-check';
import {
  type GraphQLInputType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';

/**
 * Generated argument values for the fuzz suite, from the schema's input types. Two kinds:
 * `plausibleValue` has the declared shape (so a request gets past GraphQL's coercion into the
 * resolvers and services) with realistic and extreme contents; `malformedValue` is anything a
 * client could send instead: wrong types, nulls, control characters, 1 MB strings, numbers out of
 * range, invalid ids, dates and enum names.
 */

/** Ids the fuzz requests may name: real rows of the tenant and of another tenant. */
export interface FuzzFixtures {
  readonly ids: readonly string[];
  readonly otherTenantIds: readonly string[];
}

/** C0 controls PostgreSQL or the domain must refuse, tab and line breaks included. */
const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\v',
  '\f',
  '\r',
  '\u001b',
  '\u001f',
  '\u007f',
];

/** About 1 MB: a request with one still fits the api's 1 MiB body limit. */
const ONE_MB = 'x'.repeat(1_000_000);
/** Over the body limit: Fastify must answer 413, never 5xx. */
const OVER_BODY_LIMIT = 'y'.repeat(1_100_000);
/**
 * The systematic long text, given to every text argument and field: 100 kB is past every length
 * limit of the schema and the domain, a B-tree entry's 2.7 kB and TOAST's 2 kB. The 1 MB and
 * over-limit texts stay in the random part (`text`), which every field meets 16 times per viewer:
 * at 1 MB each of the systematic part's 1,700-odd long texts cost about 7 ms to encode and as much
 * to parse, a quarter of a shard's time.
 */
const LONG_TEXT = 'z'.repeat(100_000);

/**
 * Whether a value holds a text longer than the systematic long text: a 1 MB or over-limit text
 * from `text`. The systematic part's plausible base must hold none, or every hostile value of
 * that field travels beside it: 1 MB to encode and parse with each, and over the body limit all of
 * them are answered 413 before coercion and validation see them (634 of one shard's 3,985
 * requests were 1 MB or more).
 */
export function holdsHugeText(value: unknown): boolean {
  if (typeof value === 'string') return value.length > LONG_TEXT.length;
  if (Array.isArray(value)) return value.some(holdsHugeText);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(holdsHugeText);
  return false;
}

const SPECIAL_STRINGS = [
  '',
  ' ',
  '   \t  ',
  '\u00a0',
  '%',
  '_',
  '\\',
  '%_\\%',
  '#',
  '#\u0000',
  '@',
  '@\u0000',
  '#%',
  "' OR '1'='1",
  "Robert'); DROP TABLE persons;--",
  '$1',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  'C:\\Windows\\system32',
  'null',
  'undefined',
  'ALL_BRANCHES',
  '0',
  '-1',
  '1e999',
  'NaN',
  'Infinity',
  '😀'.repeat(40),
  '\uD800',
  '\uDFFF\uD800',
  'e\u0301\u0301\u0301',
  '\u202Eevil.pdf',
  'a'.repeat(256),
  'b'.repeat(20_001),
  '2020-02-30',
  '9999-12-31',
  '0000-01-01',
  '-000001-01-01',
  '1990-01-01T00:00:00Z',
  'reporting',
  'application/pdf',
  'image/png',
  'doc.pdf',
  '.pdf',
  'photo.png\u0000.exe',
  'name.',
  'x@y.z',
  'a@b',
  '+64211234567',
  '0211234567',
];

const EXTREME_NUMBERS = [
  0,
  -0,
  1,
  -1,
  2,
  7,
  100,
  1000,
  1001,
  10_000,
  10_001,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  1.5,
  -0.5,
  1e-9,
  253_402_300_800,
  -62_135_596_800,
];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30, unit: 'grapheme' }) },
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 12 }),
        fc.constantFrom(...CONTROL_CHARACTERS),
        fc.string({ maxLength: 12 }),
      )
      .map(([before, control, after]) => `${before}${control}${after}`),
  },
  { weight: 1, arbitrary: fc.constantFrom(ONE_MB, OVER_BODY_LIMIT) },
);

const number = fc.oneof(
  fc.constantFrom(...EXTREME_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

function idValue(fixtures: FuzzFixtures): fc.Arbitrary<string | number> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...fixtures.ids) },
    { weight: 2, arbitrary: fc.constantFrom(...fixtures.otherTenantIds) },
    { weight: 2, arbitrary: fc.uuid() },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '',
        'not-a-uuid',
        'ALL_BRANCHES',
        '00000000-0000-0000-0000-000000000000',
        'ffffffff-ffff-ffff-ffff-ffffffffffff',
        '6ba7b810-9dad-11d1-80b4-00c04fd430c8\u0000',
        '6BA7B810-9DAD-11D1-80B4-00C04FD430C8',
        ' 6ba7b810-9dad-11d1-80b4-00c04fd430c8 ',
        '6ba7b8109dad11d180b400c04fd430c8',
        '{6ba7b810-9dad-11d1-80b4-00c04fd430c8}',
        "1' OR '1'='1",
        '1'.repeat(5000),
        -1,
        0,
        2_147_483_648,
      ),
    },
    { weight: 1, arbitrary: text },
  );
}

/** Anything but what the type wants: other JSON types, nesting, nulls. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  number,
  text,
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant(null)), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), {
    maxKeys: 3,
  }),
  fc.constant([[[['deep']]]]),
  fc.constant({ __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } }),
);

/** Arbitraries are built per type once: the schema's input types form a small closed set. */
const plausibleCache = new WeakMap<FuzzFixtures, Map<GraphQLInputType, fc.Arbitrary<unknown>>>();

/** A value of the declared shape: realistic, blank or extreme contents. */
export function plausibleValue(type: GraphQLInputType, fixtures: FuzzFixtures): fc.Arbitrary<unknown> {
  let cache = plausibleCache.get(fixtures);
  if (!cache) {
    cache = new Map();
    plausibleCache.set(fixtures, cache);
  }
  const known = cache.get(type);
  if (known) return known;
  const built = buildPlausible(type, fixtures);
  cache.set(type, built);
  return built;
}

function buildPlausible(type: GraphQLInputType, fixtures: FuzzFixtures): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return plausibleValue(type.ofType, fixtures);
  const nullable = <T>(value: fc.Arbitrary<T>) =>
    fc.oneof({ weight: 9, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) });
  if (isListType(type)) {
    const item = plausibleValue(type.ofType, fixtures);
    return nullable(fc.array(item, { maxLength: 4 }));
  }
  if (isEnumType(type)) return nullable(fc.constantFrom(...type.getValues().map((value) => value.name)));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return nullable(
      fc.record(
        Object.fromEntries(fields.map((field) => [field.name, plausibleValue(field.type, fixtures)])),
        {
          requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
        },
      ),
    );
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return nullable(idValue(fixtures));
      case 'Int':
        return nullable(
          fc.oneof(fc.constantFrom(...EXTREME_NUMBERS.filter(Number.isSafeInteger)), fc.integer()),
        );
      case 'Float':
        return nullable(number);
      case 'Boolean':
        return nullable(fc.boolean());
      case 'DateTime':
        return nullable(
          fc.oneof(
            fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
            fc.constantFrom(
              '2024-01-01T00:00:00Z',
              '0001-01-01T00:00:00Z',
              '9999-12-31T23:59:59Z',
              '+275760-09-13T00:00:00Z',
            ),
          ),
        );
      default:
        return nullable(text);
    }
  }
  return anyJson;
}

/**
 * What a client might send instead of the declared type: another JSON type, null (also where the
 * type is required), a list where one value is expected or the reverse, an input object with a
 * field broken or missing or an unknown one, and for scalars values out of their range.
 */
export function malformedValue(type: GraphQLInputType, fixtures: FuzzFixtures): fc.Arbitrary<unknown> {
  const inner = getNullableType(type);
  const generic = fc.oneof(anyJson, fc.constant(null));
  if (isListType(inner)) {
    const item = inner.ofType;
    return fc.oneof(
      generic,
      fc.array(malformedValue(item, fixtures), { minLength: 1, maxLength: 3 }),
      plausibleValue(item, fixtures),
      fc
        .constant(null)
        .map(() => Array.from({ length: 10_000 }, (_, i) => fixtures.ids[i % fixtures.ids.length])),
      fc.constant([null]),
    );
  }
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields());
    const whole = plausibleValue(inner, fixtures).filter(
      (value): value is Record<string, unknown> => typeof value === 'object' && value !== null,
    );
    const oneFieldBroken = fc
      .tuple(whole, fc.constantFrom(...fields))
      .chain(([value, field]) =>
        malformedValue(field.type, fixtures).map((broken) => ({ ...value, [field.name]: broken })),
      );
    const oneFieldMissing = fc
      .tuple(whole, fc.constantFrom(...fields))
      .map(([value, field]) =>
        Object.fromEntries(Object.entries(value).filter(([key]) => key !== field.name)),
      );
    const unknownField = whole.map((value) => ({ ...value, notAField: 'x\u0000' }));
    return fc.oneof(
      { weight: 1, arbitrary: generic },
      { weight: 5, arbitrary: oneFieldBroken },
      { weight: 1, arbitrary: oneFieldMissing },
      { weight: 1, arbitrary: unknownField },
    );
  }
  if (isEnumType(inner)) {
    const names = inner.getValues().map((value) => value.name);
    return fc.oneof(
      generic,
      fc.constantFrom(...names.map((name) => name.toLowerCase()), '', `${names[0]}\u0000`, 'ALL', 0),
    );
  }
  if (isScalarType(inner) && inner.name === 'ID') return fc.oneof(generic, idValue(fixtures));
  return fc.oneof(
    { weight: 1, arbitrary: generic },
    { weight: 3, arbitrary: plausibleValue(inner, fixtures) },
  );
}

/**
 * A fixed set of hostile values for one type, so every argument (and every field of an input
 * object argument) meets each of them at least once, whatever the random samples pick.
 */
export function hostileValues(type: GraphQLInputType, fixtures: FuzzFixtures): unknown[] {
  const inner = getNullableType(type);
  const common = [null, { unexpected: 'object' }, ['a', 'list']];
  if (isListType(inner)) {
    const many = Array.from({ length: 10_000 }, (_, i) => fixtures.ids[i % fixtures.ids.length]);
    return [
      null,
      [],
      [null],
      'not a list',
      many,
      ...hostileValues(inner.ofType, fixtures).map((value) => [value]),
    ];
  }
  if (isInputObjectType(inner)) return [null, 'not an object', {}];
  if (isEnumType(inner))
    return [...common, 'NOT_A_VALUE', inner.getValues()[0]?.name.toLowerCase(), `\u0000`];
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'ID':
        return [
          ...common,
          '',
          'not-a-uuid',
          "1' OR '1'='1",
          'a\u0000',
          'a\u001b',
          2_147_483_648,
          ...fixtures.otherTenantIds.slice(0, 1),
        ];
      case 'Int':
      case 'Float':
        return [...common, -1, 0, 2_147_483_648, 1e308, -1e308, 1.5, '12'];
      case 'Boolean':
        return [...common, 'true', 1];
      default:
        return [
          ...common,
          '',
          '   ',
          'a\u0000b',
          'a\u0001\u001b\u007fb',
          "1' OR '1'='1",
          '%_\\',
          LONG_TEXT,
          12_345,
        ];
    }
  }
  return common;
}
