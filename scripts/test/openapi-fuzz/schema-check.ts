/** The part of JSON Schema the API's OpenAPI document uses. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  default?: unknown;
  nullable?: boolean;
}

/**
 * 'json' for a JSON body, where values keep their types; 'text' for path, query and form fields,
 * which arrive as text and are read as numbers or booleans by the schema.
 */
export type Mode = 'json' | 'text';

/**
 * Whether `value` may be accepted by an API that follows `schema`. The check is deliberately
 * lenient: when in doubt it says yes, so `!conforms(...)` is a value the API must refuse. The
 * API trims and lower-cases some text before checking it, so a string breaks a length, pattern
 * or format rule only if its raw, trimmed and lower-cased forms all do; lengths are counted in
 * code points (JSON Schema), which never exceed the UTF-16 units the API counts.
 */
export function conforms(schema: JsonSchema | undefined, value: unknown, mode: Mode): boolean {
  if (!schema) return true;
  if (value === undefined) return true;
  if (schema.anyOf && !schema.anyOf.some((s) => conforms(s, value, mode))) return false;
  if (schema.oneOf && !schema.oneOf.some((s) => conforms(s, value, mode))) return false;
  if (schema.allOf && !schema.allOf.every((s) => conforms(s, value, mode))) return false;
  if (value === null && schema.nullable) return true;
  if (schema.enum && !schema.enum.some((option) => same(option, value, mode))) return false;
  if ('const' in schema && !same(schema.const, value, mode)) return false;
  const types = schema.type === undefined ? undefined : [schema.type].flat();
  if (types && !types.some((type) => ofType(schema, type, value, mode))) return false;
  if (!types) return ['string', 'number', 'array', 'object'].every((type) => !appliesTo(type, value, mode) || ofType(schema, type, value, mode));
  return true;
}

const variants = (text: string) => [text, text.trim(), text.trim().toLowerCase()];
const codePoints = (text: string) => [...text].length;

function same(option: unknown, value: unknown, mode: Mode) {
  if (option === value) return true;
  return mode === 'text' && typeof value === 'string' && variants(value).includes(String(option));
}

/** Whether the keywords of `type` say anything about `value` (a number's keywords ignore a string). */
function appliesTo(type: string, value: unknown, mode: Mode) {
  if (type === 'string') return typeof value === 'string';
  if (type === 'number') return typeof value === 'number' || (mode === 'text' && typeof value === 'string' && numberOf(value) !== undefined);
  if (type === 'array') return Array.isArray(value);
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function numberOf(value: unknown, mode: Mode = 'text'): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (mode !== 'text' || typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value.trim());
  return Number.isFinite(number) ? number : undefined;
}

function ofType(schema: JsonSchema, type: string, value: unknown, mode: Mode): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'boolean':
      return typeof value === 'boolean' || (mode === 'text' && typeof value === 'string' && ['true', 'false', '0', '1'].includes(value.trim()));
    case 'integer':
    case 'number': {
      const number = numberOf(value, mode);
      if (number === undefined || (type === 'integer' && !Number.isInteger(number))) return false;
      return numberRules(schema, number);
    }
    case 'string':
      if (typeof value !== 'string') return mode === 'text' && value instanceof Blob && schema.format === 'binary';
      return stringRules(schema, value);
    case 'array':
      if (!Array.isArray(value)) return false;
      if (schema.minItems !== undefined && value.length < schema.minItems) return false;
      if (schema.maxItems !== undefined && value.length > schema.maxItems) return false;
      return value.every((item) => conforms(schema.items, item, mode));
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value) && objectRules(schema, value as Record<string, unknown>, mode);
    default:
      return true;
  }
}

function numberRules(schema: JsonSchema, n: number) {
  if (schema.minimum !== undefined && n < schema.minimum) return false;
  if (schema.maximum !== undefined && n > schema.maximum) return false;
  if (schema.exclusiveMinimum !== undefined && n <= schema.exclusiveMinimum) return false;
  if (schema.exclusiveMaximum !== undefined && n >= schema.exclusiveMaximum) return false;
  if (schema.multipleOf !== undefined && !Number.isInteger(n / schema.multipleOf)) return false;
  return true;
}

function stringRules(schema: JsonSchema, text: string) {
  if (schema.format === 'binary') return false;
  if (schema.maxLength !== undefined && codePoints(text.trim()) > schema.maxLength) return false;
  if (schema.minLength !== undefined && text.length < schema.minLength) return false;
  if (schema.pattern !== undefined) {
    const pattern = new RegExp(schema.pattern, 'u');
    if (!variants(text).some((v) => pattern.test(v))) return false;
  }
  if (schema.format === 'date' && !variants(text).some(isFullDate)) return false;
  if (schema.format === 'email' && !variants(text).some((v) => /^[^\s@]+@[^\s@]+$/.test(v))) return false;
  return true;
}

/** RFC 3339 full-date: a real day of the Gregorian calendar. */
export function isFullDate(text: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

function objectRules(schema: JsonSchema, value: Record<string, unknown>, mode: Mode) {
  for (const key of schema.required ?? []) if (value[key] === undefined && schema.properties?.[key]?.default === undefined) return false;
  for (const [key, item] of Object.entries(value)) {
    const property = schema.properties?.[key];
    if (property) {
      if (!conforms(property, item, mode)) return false;
    } else if (schema.additionalProperties === false) return false;
    else if (typeof schema.additionalProperties === 'object' && !conforms(schema.additionalProperties, item, mode)) return false;
  }
  return true;
}
