import fc from 'fast-check';
import { addDays } from '../../domain/rules/dates';
import type { ApiOperation, JsonSchema } from './security-openapi';
import { todayIn } from './plan-state';

// fast-check arbitraries of requests, generated from the OpenAPI document: mostly close to what an operation
// takes (so requests get past validation and reach the services), mixed with hostile values everywhere.

/** Texts that have broken servers: NUL, lone surrogates, injections, paths, numbers as text, huge and odd dates. */
const NASTY_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\u202E\u0301',
  '\r\n\t',
  '😀'.repeat(70),
  "' OR '1'='1",
  '"; DROP TABLE "User"; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00%2e%2e%2f',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '1e309',
  '-0',
  'true',
  '2024-02-30',
  '0000-01-01',
  '9999-12-31',
  '2030-01-01T99:99:99Z',
  'a'.repeat(5000),
  '@'.repeat(45),
  '+1 (555) 010-0000',
  '+999 1',
  'ＡＢＣ＠ｅｘａｍｐｌｅ．ｃｏｍ',
  'javascript:alert(1)',
  '//evil.example/x.png',
];

/** The ids to send in a field, by its name. */
export type IdsOf = (field: string) => fc.Arbitrary<string>;

const nastyText = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_TEXTS), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
);

/** JSON values of any shape. */
const anyJson = fc.jsonValue({ maxDepth: 3 });

/** Path parameters stay short: over-long ones are the router's (see security-edges), not the operation's. */
function pathParamArbitrary(ids: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: ids, weight: 6 },
    { arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 }), weight: 2 },
    { arbitrary: fc.constantFrom('0', '-1', 'null', '__proto__', 'constructor', '%', '..', '😀', "'", 'a b', '\u0000', '\uD800'), weight: 1 },
  );
}

const DATE_PATTERN = /\d{4}-\d{2}-\d{2}/;

function dateArbitrary(): fc.Arbitrary<string> {
  const today = todayIn();
  return fc.oneof(
    { arbitrary: fc.integer({ min: -30, max: 400 }).map((days) => addDays(today, days)), weight: 4 },
    { arbitrary: fc.integer({ min: -30, max: 400 }).map((days) => `${addDays(today, days)}T00:00:00.000Z`), weight: 1 },
    { arbitrary: fc.stringMatching(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/), weight: 1 },
    { arbitrary: nastyText, weight: 1 },
  );
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000;
  const max = schema.maximum ?? 1_000;
  const edges = fc.constantFrom(min, max, min - 1, max + 1, 0, -0, 0.005, 0.015, 1.5, 9.99, 26.97, 2 ** 31, -(2 ** 31), 2 ** 53 + 1, 1e-7, 1e308);
  const inRange = schema.type === 'integer' ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof({ arbitrary: inRange, weight: 3 }, { arbitrary: edges, weight: 2 });
}

/**
 * Values for a schema: most of the time of its type and near its limits, sometimes anything at all. Unknown
 * fields are added to objects now and then, and required ones dropped.
 */
function valueArbitrary(schema: JsonSchema, name: string, ids: IdsOf, depth = 0): fc.Arbitrary<unknown> {
  const typed = typedArbitrary(schema, name, ids, depth);
  return fc.oneof({ arbitrary: typed, weight: 17 }, { arbitrary: nastyText, weight: 2 }, { arbitrary: anyJson, weight: 1 });
}

function typedArbitrary(schema: JsonSchema, name: string, ids: IdsOf, depth: number): fc.Arbitrary<unknown> {
  if (schema.type === 'string' && schema.format === 'uuid') return ids(name);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (name.endsWith('Date') || (schema.pattern && DATE_PATTERN.test(schema.pattern))) return dateArbitrary();
  switch (schema.type) {
    case 'string':
      return fc.oneof(
        fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: Math.min((schema.maxLength ?? 60) + 2, 300) }),
        schema.pattern ? fc.stringMatching(new RegExp(schema.pattern)) : nastyText,
      );
    case 'integer':
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = schema.items ?? {};
      const maxLength = Math.min((schema.maxItems ?? 4) + 1, 12);
      return fc.array(depth > 3 ? anyJson : valueArbitrary(items, name.replace(/s$/, ''), ids, depth + 1), { maxLength });
    }
    case 'object':
      return objectArbitrary(schema, ids, depth + 1);
    default:
      return anyJson;
  }
}

/** An object of the schema's properties, each present or not, plus now and then a few unknown keys. */
function objectArbitrary(schema: JsonSchema, ids: IdsOf, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, valueArbitrary(property, key, ids, depth)]));
  const record = fc.record(fields, { requiredKeys: [] });
  // Required fields are there most of the time, so requests get past validation.
  const complete = fc.record(fields, { requiredKeys: Object.keys(fields).filter((key) => required.has(key)) });
  const extra = fc.dictionary(fc.oneof(fc.constantFrom('userId', 'id', 'score', 'isArchived', 'completed', 'status', 'toString', 'valueOf'), fc.string({ maxLength: 10 })), anyJson, { maxKeys: 2 });
  return fc
    .tuple(fc.oneof({ arbitrary: complete, weight: 4 }, { arbitrary: record, weight: 1 }), fc.oneof({ arbitrary: fc.constant({}), weight: 4 }, { arbitrary: extra, weight: 1 }))
    .map(([own, unknown]) => ({ ...unknown, ...own }));
}

export type FuzzAuth = 'caller' | 'none' | 'garbage' | 'forged';

export type FuzzRequest = {
  op: ApiOperation;
  transport: 'rest' | 'trpc';
  auth: FuzzAuth;
  params: Record<string, string>;
  query: Record<string, string>;
  /** The raw body text, for operations that take one. */
  body: string | null;
  contentType: string | null;
  language: string;
  timeZone: string;
};

/** Raw body texts: mostly the JSON of an object of the schema, sometimes other JSON, broken JSON or a prototype attack. */
function bodyArbitrary(schema: JsonSchema, ids: IdsOf): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: objectArbitrary(schema, ids).map((value) => JSON.stringify(value)), weight: 12 },
    { arbitrary: anyJson.map((value) => JSON.stringify(value)), weight: 1 },
    { arbitrary: fc.constantFrom('', '{', '{"a":', '[', 'null', 'nul', '{"a":1}}', '\u0000', '{"__proto__":{"polluted":true}}'), weight: 1 },
    {
      arbitrary: objectArbitrary(schema, ids).map((value) => JSON.stringify(value).replace(/^\{/, '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},')),
      weight: 1,
    },
  );
}

const LANGUAGES = fc.oneof(fc.constantFrom('es', 'en', 'en-US,en;q=0.9', 'fr', '*', 'es;q=0,en;q=abc', ''), fc.string({ unit: 'grapheme-ascii', maxLength: 30 }));
const TIME_ZONES = fc.oneof(fc.constantFrom('UTC', 'America/Mexico_City', 'Pacific/Kiritimati', 'Etc/GMT+12', 'Nope/Zone', ''), fc.string({ unit: 'grapheme-ascii', maxLength: 70 }));

/** A request to one operation over either transport. */
export function requestArbitrary(op: ApiOperation, ids: IdsOf): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = op.parameters.filter((parameter) => parameter.in === 'query');
  const params = fc.record(Object.fromEntries(pathParams.map((parameter) => [parameter.name, parameter.schema.enum ? fc.oneof(fc.constantFrom(...parameter.schema.enum.map(String)), pathParamArbitrary(ids(parameter.name))) : pathParamArbitrary(ids(parameter.name))])));
  const query = fc.record(
    Object.fromEntries(queryParams.map((parameter) => [parameter.name, valueArbitrary(parameter.schema, parameter.name, ids).map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))])),
    { requiredKeys: [] },
  ).map((values) => Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined)));
  const body = op.body ? bodyArbitrary(op.body, ids) : fc.constant(null);
  const contentType = op.body
    ? fc.oneof({ arbitrary: fc.constant('application/json'), weight: 10 }, { arbitrary: fc.constantFrom('application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', null), weight: 1 })
    : fc.constant(null);
  return fc.record({
    op: fc.constant(op),
    transport: op.trpcPath ? fc.oneof({ arbitrary: fc.constant('rest' as const), weight: 2 }, { arbitrary: fc.constant('trpc' as const), weight: 1 }) : fc.constant('rest' as const),
    auth: fc.oneof({ arbitrary: fc.constant<FuzzAuth>('caller'), weight: 8 }, { arbitrary: fc.constantFrom<FuzzAuth>('none', 'garbage', 'forged'), weight: 1 }),
    params,
    query,
    body,
    contentType,
    language: LANGUAGES,
    timeZone: TIME_ZONES,
  });
}
