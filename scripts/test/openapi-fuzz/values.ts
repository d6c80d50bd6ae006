import { tooLong } from '../../../packages/contracts/src/primitives';
import { conforms, type JsonSchema, type Mode } from './schema-check';

/**
 * Values a schema may refuse: wrong types, non-canonical ids, impossible dates, control and
 * direction characters, lone surrogates, overlong text. Which of them a field must refuse is
 * decided by `conforms`, never assumed. The non-canonical ids spell 4 and 7, members of the fuzzed
 * domain (a center and an admin), so an API that reads them as ids would reach a real record.
 */
export const MALFORMED_TEXT: readonly string[] = [
  '',
  ' ',
  'x',
  'null',
  '0x4',
  '4.0',
  '+4',
  '04',
  ' 4',
  '4e0',
  '0x7',
  '07',
  '-1',
  '0',
  '１',
  '9'.repeat(20),
  '2026-02-31',
  '2026-99-99',
  '0000-00-00',
  '10000-03-10',
  '9999-12-31',
  '2026-2-3',
  '2026-11-21 25:61:00',
  'no-at-sign',
  'a@',
  'Ada\u0000Lovelace',
  'bell\u0007',
  'new\nline',
  'Acme\u202Egnp.exe',
  'iso\u2066late',
  'half\uD800pair',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '{"pk":"x"}',
];

const JSON_ONLY: readonly unknown[] = [null, true, false, 0, -1, 1.5, 2 ** 53, -0, 1e308, [], [1], ['x'], {}, { id: 1 }];

/** Candidates for a field of `schema`, including text just past its length limit. */
export function malformedCandidates(schema: JsonSchema | undefined, mode: Mode): unknown[] {
  const limits = lengthLimits(schema);
  const long = limits.map((n) => 'x'.repeat(n + 1)).concat(limits.map((n) => `${'y'.repeat(n)}\u0000`));
  const base = mode === 'json' ? [...MALFORMED_TEXT, ...JSON_ONLY, ...long] : [...MALFORMED_TEXT, ...long];
  const items = itemSchemas(schema);
  const arrays =
    mode === 'json' && items.length
      ? items.flatMap((item) =>
          malformedCandidates(item, mode)
            .slice(0, 40)
            .map((bad) => [bad]),
        )
      : [];
  const tooMany = maxItems(schema).map((n) => Array.from({ length: n + 1 }, (_, i) => i + 1));
  return [...base, ...arrays, ...tooMany, 'z'.repeat(10_001)];
}

/** The candidates the API must refuse for this field. */
export function violations(schema: JsonSchema | undefined, mode: Mode): unknown[] {
  return malformedCandidates(schema, mode).filter((value) => !conforms(schema, value, mode));
}

function walk(schema: JsonSchema | undefined, visit: (s: JsonSchema) => void) {
  if (!schema) return;
  visit(schema);
  for (const inner of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) walk(inner, visit);
}

/** The length limits (maxLength) a field's schema states, over its alternatives. */
export function lengthLimits(schema: JsonSchema | undefined) {
  const limits = new Set<number>();
  walk(schema, (s) => s.maxLength !== undefined && limits.add(s.maxLength));
  return [...limits];
}

function maxItems(schema: JsonSchema | undefined) {
  const limits = new Set<number>();
  walk(schema, (s) => s.maxItems !== undefined && limits.add(s.maxItems));
  return [...limits];
}

function itemSchemas(schema: JsonSchema | undefined) {
  const items: JsonSchema[] = [];
  walk(schema, (s) => s.items && items.push(s.items));
  return items;
}

/**
 * What the API must say of `value` in a field of `schema` when it is longer than every limit the
 * schema states: that it is too long, with the limit ('Ensure this field has no more than N
 * characters.'), never that the field is required.
 */
export function tooLongMessages(schema: JsonSchema | undefined, value: unknown): string[] | undefined {
  const limits = lengthLimits(schema);
  if (typeof value !== 'string' || !limits.length || [...value.trim()].length <= Math.max(...limits)) return undefined;
  return limits.map(tooLong);
}

/**
 * A value the schema accepts, to fill the parts of a request the case does not break, so the
 * broken part is the one the API has to catch. `id` is a member id of the fuzzed domain.
 */
export function plausible(schema: JsonSchema | undefined, mode: Mode, id: number, identifier: string): unknown {
  if (!schema) return undefined;
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return plausible({ ...branch, ...withoutBranches(schema) }, mode, id, identifier);
  const asMode = (value: unknown) => (mode === 'text' && value !== undefined ? String(value) : value);
  if (schema.default !== undefined) return asMode(schema.default);
  if (schema.enum?.length) return asMode(schema.enum[0]);
  const type = [schema.type].flat()[0];
  const candidates: Record<string, unknown[]> = {
    string: [`${id}`, identifier, 'Ada', 'fuzz@example.test', '2026-01-05', '2026-01-05 09:30:00', 'doc_1', 'Portal-Fuzz-1', '5550100'],
    integer: [id, 1, 0],
    number: [id, 1, 0],
    boolean: [false, true],
    array: [[]],
    null: [null],
  };
  if (type === 'object') {
    const object: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      const value = plausible(property, mode, id, identifier);
      if (value !== undefined) object[key] = value;
    }
    return object;
  }
  const pick = (candidates[type ?? 'string'] ?? []).map((v) => (mode === 'text' && typeof v !== 'string' ? String(v) : v));
  return pick.find((v) => conforms(schema, v, mode));
}

const withoutBranches = ({ anyOf: _a, oneOf: _o, ...rest }: JsonSchema) => rest;
