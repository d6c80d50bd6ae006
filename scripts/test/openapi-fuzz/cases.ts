import fc from 'fast-check';
import { CARD_DATA_REFUSED } from '../../../packages/contracts/src/card-numbers';
import { declaresInput, freeTextQuery, type Operation } from './operations';
import { conforms, type JsonSchema } from './schema-check';
import { lengthLimits, plausible, tooLongMessages, violations } from './values';

type FormValue = string | { file: string; type: string };

/** One request the fuzz test sends, and whether the document says the API must refuse it. */
export interface FuzzRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: { contentType?: string; raw?: string; form?: [string, FormValue][] };
  /** What the case broke, for the failure message. */
  broken: string;
  /** A declared part does not conform to the document (or the body is no JSON, or of another type): only a 4xx is right. */
  mustRefuse: boolean;
  /** Only a header is odd (an operation without inputs): the request never reaches a handler of a known domain. */
  headerOnly?: boolean;
  /**
   * What a 400 must say of the broken field: its message names the field with one of `says`
   * ('field: Ensure this field has no more than 64 characters.'). With `status`, the answer must
   * be that status whoever the caller is (the check comes before any other).
   */
  expect?: { field: string; says: string[]; status?: number };
}

export interface FuzzContext {
  ids: readonly number[];
  identifier: string;
}

/** Text arrives as UTF-8: half a surrogate pair becomes U+FFFD on the way, so judge what arrives. */
const asSent = (value: string) => value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
const text = (value: unknown) => asSent(typeof value === 'string' ? value : JSON.stringify(value));
const show = (value: unknown) =>
  typeof value === 'string' && value.length > 60 ? `${JSON.stringify(value.slice(0, 40))}… (${value.length} chars)` : JSON.stringify(value);

/** The parts of a request before it is broken: values the document accepts. */
interface Parts {
  params: Record<string, string>;
  query: Record<string, string>;
  json: Record<string, unknown>;
  form: [string, FormValue][];
}

function baseParts(op: Operation, ctx: FuzzContext, id: number, withOptional: boolean): Parts {
  const params = Object.fromEntries(op.params.map((p) => [p.name, String(plausible(p.schema, 'text', id, ctx.identifier) ?? id)]));
  const query: Record<string, string> = {};
  for (const q of op.query.filter((q) => q.required || (withOptional && q.name !== 'cursor'))) {
    const value = plausible(q.schema, 'text', id, ctx.identifier);
    if (value !== undefined) query[q.name] = String(value);
  }
  const bodySchema = op.body?.schema;
  const json = (plausible(bodySchema, 'json', id, ctx.identifier) ?? {}) as Record<string, unknown>;
  const form: [string, FormValue][] = Object.entries(bodySchema?.properties ?? {}).map(([name, schema]) => [
    name,
    schema.format === 'binary' ? { file: '%PDF-1.4 fuzz', type: 'application/pdf' } : String(plausible(schema, 'text', id, ctx.identifier) ?? ''),
  ]);
  return { params, query, json, form };
}

/** Whether the request, as it will arrive, conforms to every part the operation declares. */
function conformsAll(op: Operation, parts: Parts, body: FuzzRequest['body']): boolean {
  if (!op.params.every((p) => conforms(p.schema, parts.params[p.name], 'text'))) return false;
  if (!op.query.every((q) => (parts.query[q.name] === undefined ? !q.required : conforms(q.schema, parts.query[q.name], 'text')))) return false;
  if (!op.body || !body) return true;
  if (body.contentType?.split(';')[0] !== op.body.mediaType) return false;
  if (body.form) {
    const fields = Object.fromEntries(body.form.map(([k, v]) => [k, typeof v === 'string' ? v : new Blob([v.file], { type: v.type })]));
    return conforms(op.body.schema, fields, 'text');
  }
  try {
    return conforms(op.body.schema, JSON.parse(body.raw ?? ''), 'json');
  } catch {
    return false;
  }
}

function request(op: Operation, parts: Parts, body: FuzzRequest['body'], broken: string): FuzzRequest {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(asSent(parts.params[name] ?? '')));
  const query = Object.fromEntries(Object.entries(parts.query).map(([k, v]) => [k, asSent(v)]));
  const sent = { ...parts, params: Object.fromEntries(Object.entries(parts.params).map(([k, v]) => [k, asSent(v)])), query };
  return { method: op.method, path, query, headers: {}, body, broken, mustRefuse: !conformsAll(op, sent, body) };
}

/** The request, expecting a too-long answer for the field when the value is past its limits. */
const saysTooLong = (req: FuzzRequest, field: string, schema: JsonSchema, value: unknown): FuzzRequest => {
  const says = tooLongMessages(schema, value);
  return says ? { ...req, expect: { field, says } } : req;
};

const jsonBody = (value: unknown) => ({ contentType: 'application/json', raw: JSON.stringify(value) });
const formBody = (form: [string, FormValue][]) => ({ contentType: 'multipart/form-data', form });

/** The ways a body can be broken as a whole, whatever its fields. */
const BROKEN_JSON = ['', '{', '{"a":', "{'a':1}", '[1,]', 'nul', '{"a":1}}', '\u0000', 'undefined', '"unterminated'];
const ROOT_TYPES: unknown[] = [null, [], 'x', 1, true, [{}]];

/** The properties of a body schema, over the alternatives of a union. */
function propertiesOf(schema: JsonSchema | undefined): [string, JsonSchema][] {
  const seen = new Map<string, JsonSchema>();
  for (const s of [schema, ...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])])
    for (const [k, v] of Object.entries(s?.properties ?? {})) if (!seen.has(k)) seen.set(k, v);
  return [...seen];
}

/** Card numbers as a person might type them into any text: the API must refuse each, naming the field. */
const CARD_NUMBERS = [
  '4111111111111111',
  'card 4111 1111 1111 1111 exp 12/30 cvv 123',
  '5424.0000.0000.0015',
  'Amex 3700/000000/00002',
  'pay with 6011-0000-0000-0012',
];

/** Whether a field takes text: its type, or one of its alternatives', is a string (files aside). */
const takesText = (schema: JsonSchema): boolean =>
  ([schema.type].flat().includes('string') && schema.format !== 'binary') || [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(takesText);

/** The paths of every text field of a body schema, nested objects and list items included ('a.b', 'items.0.note'). */
function textFields(schema: JsonSchema | undefined, prefix: string[] = [], depth = 0): string[][] {
  if (!schema || depth > 5) return [];
  const own = prefix.length && takesText(schema) ? [prefix] : [];
  const nested = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((s) => [
    ...Object.entries(s.properties ?? {}).flatMap(([key, inner]) => textFields(inner, [...prefix, key], depth + 1)),
    ...textFields(s.items, [...prefix, '0'], depth + 1),
  ]);
  const seen = new Set<string>();
  return [...own, ...nested].filter((path) => !seen.has(path.join('.')) && seen.add(path.join('.')));
}

/** A copy of `json` with `value` at `path`, making the objects and lists on the way. */
function withValueAt(json: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(json);
  let at: Record<string, unknown> = copy;
  path.forEach((key, i) => {
    if (i === path.length - 1) at[key] = value;
    else {
      const next = at[key];
      at = (at[key] = typeof next === 'object' && next !== null ? next : /^\d+$/.test(path[i + 1]!) ? [] : {}) as Record<string, unknown>;
    }
  });
  return copy;
}

/**
 * A body with a card number in one text field: refused with a 400 naming the field, whoever sends it. A
 * provider's webhook is left to its signature check (app.ts), which refuses the fuzz's unsigned calls.
 */
const cardNumberIn = (op: Operation, req: FuzzRequest, field: string): FuzzRequest =>
  op.path.startsWith('/webhooks/') ? { ...req, mustRefuse: true } : { ...req, mustRefuse: true, expect: { field, says: [CARD_DATA_REFUSED], status: 400 } };

/**
 * Requests for one operation, each breaking one declared part: a path or query parameter, a body
 * field (a value just past its length limit must be answered as too long), a card number in any
 * text field of the body (a 400 naming the field), a required field left out, an unknown field, the
 * body's type, its JSON syntax or its content type. An operation without inputs gets a bad Domain header. GET lists also get odd but
 * acceptable free text (searches, cursors). An operation that is not a GET only gets requests the
 * document says must be refused (or, without inputs, a bad Domain header, refused before any
 * handler), so no valid input can change what is stored.
 */
export function requestsFor(op: Operation, ctx: FuzzContext): { arbitrary: fc.Arbitrary<FuzzRequest>; cases: number } {
  const parts = fc.record({ id: fc.constantFrom(...ctx.ids), optional: fc.boolean() }).map(({ id, optional }) => baseParts(op, ctx, id, optional));
  const cases: fc.Arbitrary<FuzzRequest>[] = [];
  const defaultBody = (p: Parts) => (op.body?.mediaType === 'multipart/form-data' ? formBody(p.form) : op.body ? jsonBody(p.json) : undefined);
  const breaking = <T>(values: T[], make: (p: Parts, value: T) => FuzzRequest) => {
    if (values.length) cases.push(fc.tuple(parts, fc.constantFrom(...values)).map(([p, value]) => make(p, value)));
  };

  /** Each field's violations, and a value just past its length limit apart, so every limit's message is checked. */
  const withOverlong = (schema: JsonSchema, mode: 'json' | 'text') => {
    const limits = lengthLimits(schema);
    const overlong = limits.length ? ['x'.repeat(Math.max(...limits) + 1)] : [];
    return [violations(schema, mode), overlong.filter((value) => !conforms(schema, value, mode))];
  };
  for (const param of op.params)
    for (const values of withOverlong(param.schema, 'text'))
      breaking(values, (p, bad) =>
        saysTooLong(
          request(op, { ...p, params: { ...p.params, [param.name]: text(bad) } }, defaultBody(p), `path ${param.name} = ${show(bad)}`),
          param.name,
          param.schema,
          bad,
        ),
      );
  for (const q of op.query)
    for (const values of withOverlong(q.schema, 'text'))
      breaking(values, (p, bad) =>
        saysTooLong(request(op, { ...p, query: { ...p.query, [q.name]: text(bad) } }, defaultBody(p), `query ${q.name} = ${show(bad)}`), q.name, q.schema, bad),
      );
  for (const q of freeTextQuery(op))
    cases.push(
      fc
        .tuple(
          parts,
          fc.oneof(
            fc.string({ unit: 'binary', maxLength: 80 }),
            fc.base64String({ maxLength: 120 }),
            fc.json({ maxDepth: 2 }).map((j) => Buffer.from(j).toString('base64url')),
          ),
        )
        .map(([p, value]) => request(op, { ...p, query: { ...p.query, [q.name]: value } }, defaultBody(p), `query ${q.name} = ${show(value)}`)),
    );

  if (op.body?.mediaType === 'application/json') {
    const schema = op.body.schema;
    for (const [name, property] of propertiesOf(schema))
      for (const values of withOverlong(property, 'json'))
        breaking(values, (p, bad) => {
          const req = request(op, p, jsonBody({ ...p.json, [name]: bad }), `body ${name} = ${show(bad)}`);
          // A field of another alternative of a union is an unknown field of the body sent.
          return name in p.json ? saysTooLong(req, name, property, bad) : req;
        });
    for (const name of schema.required ?? [])
      breaking([name], (p) => request(op, p, jsonBody(Object.fromEntries(Object.entries(p.json).filter(([k]) => k !== name))), `body without ${name}`));
    for (const path of textFields(schema))
      breaking(CARD_NUMBERS, (p, card) =>
        cardNumberIn(op, request(op, p, jsonBody(withValueAt(p.json, path, card)), `body ${path.join('.')} = ${show(card)}`), path.join('.')),
      );
    breaking(['unexpected_field'], (p, name) => request(op, p, jsonBody({ ...p.json, [name]: 'x' }), `body with ${name}`));
    breaking(ROOT_TYPES, (p, root) => request(op, p, jsonBody(root), `body = ${show(root)}`));
    breaking(BROKEN_JSON, (p, raw) => request(op, p, { contentType: 'application/json', raw }, `body text ${show(raw)}`));
    breaking(['text/plain', 'application/x-www-form-urlencoded', 'application/xml', undefined], (p, contentType) =>
      request(op, p, { contentType, raw: JSON.stringify(p.json) }, `JSON sent as ${contentType ?? 'no content type'}`),
    );
  }
  if (op.body?.mediaType === 'multipart/form-data') {
    for (const [name, property] of propertiesOf(op.body.schema)) {
      for (const values of withOverlong(property, 'text'))
        breaking(values, (p, bad) =>
          saysTooLong(request(op, p, formBody(p.form.map(([k, v]) => [k, k === name ? text(bad) : v])), `form ${name} = ${show(bad)}`), name, property, bad),
        );
      breaking([name], (p) => request(op, p, formBody(p.form.filter(([k]) => k !== name)), `form without ${name}`));
      if (takesText(property))
        breaking(CARD_NUMBERS, (p, card) =>
          cardNumberIn(op, request(op, p, formBody(p.form.map(([k, v]) => [k, k === name ? card : v])), `form ${name} = ${show(card)}`), name),
        );
    }
    breaking(['--x\r\nnot a form', 'garbage'], (p, raw) =>
      request(op, p, { contentType: 'multipart/form-data; boundary=x', raw }, `malformed form ${show(raw)}`),
    );
    breaking(['application/json', 'text/plain'], (p, contentType) => request(op, p, { contentType, raw: '{}' }, `form sent as ${contentType}`));
  }
  if (!declaresInput(op))
    breaking(['', 'no-such-portal', '../acme', 'acme;drop table', '%00', 'x'.repeat(300)], (p, domain) => ({
      ...request(op, p, undefined, `Domain header ${show(domain)}`),
      headers: { Domain: domain },
      headerOnly: true,
    }));

  const all = fc.oneof(...cases);
  return { arbitrary: op.method === 'GET' ? all : all.filter((r) => r.mustRefuse || r.headerOnly === true), cases: cases.length };
}
