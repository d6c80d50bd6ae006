import { describe, expect, it } from 'vitest';
import { conforms, type JsonSchema } from './schema-check';
import { violations } from './values';

const name: JsonSchema = { type: 'string', minLength: 1, maxLength: 5, pattern: '^[^\\u0000-\\u001F]*$' };
const id: JsonSchema = {
  anyOf: [
    { type: 'integer', exclusiveMinimum: 0 },
    { type: 'string', pattern: '^[1-9]\\d{0,14}$' },
  ],
};
const day: JsonSchema = { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };

describe('conforms', () => {
  it('refuses what breaks a rule for sure', () => {
    expect(conforms(name, 'abcdef', 'json')).toBe(false);
    expect(conforms(name, 'a\u0000b', 'json')).toBe(false);
    expect(conforms(name, 5, 'json')).toBe(false);
    expect(conforms(id, '027', 'json')).toBe(false);
    expect(conforms(id, 0, 'json')).toBe(false);
    expect(conforms(id, null, 'json')).toBe(false);
    expect(conforms(day, '2026-02-31', 'json')).toBe(false);
    expect(conforms({ type: 'object', properties: { a: name }, required: ['a'] }, {}, 'json')).toBe(false);
    expect(conforms({ type: 'object', properties: { a: name }, additionalProperties: false }, { b: 1 }, 'json')).toBe(false);
  });

  it('gives the API the benefit of the doubt where it trims, lower-cases or reads text as a number', () => {
    expect(conforms(name, '  abc  ', 'json')).toBe(true);
    expect(conforms(name, '\nabc', 'json')).toBe(true);
    expect(conforms({ type: 'number' }, '0x2', 'text')).toBe(true);
    expect(conforms({ type: 'string', enum: ['added'] }, ' added', 'text')).toBe(true);
    expect(conforms({ type: 'object', properties: { a: name } }, { b: 1 }, 'json')).toBe(true);
    expect(conforms({ type: 'object', properties: { a: { type: 'number', default: 4 } }, required: ['a'] }, {}, 'json')).toBe(true);
  });

  it('reads a form file as binary, and text where a file belongs as malformed', () => {
    const form: JsonSchema = { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] };
    expect(conforms(form, { file: new Blob(['x']) }, 'text')).toBe(true);
    expect(conforms(form, { file: 'not a file' }, 'text')).toBe(false);
  });
});

describe('violations', () => {
  it('offers the malformed values a field must refuse, and none it may accept', () => {
    const bad = violations(id, 'json');
    expect(bad).toEqual(expect.arrayContaining(['0x4', '4.0', '+4', '04', '4e0', 0, -1, null, true]));
    expect(bad).not.toContain('4');
    expect(violations(day, 'json')).toEqual(expect.arrayContaining(['2026-02-31', '0000-00-00', '10000-03-10']));
    expect(violations(name, 'json')).toEqual(expect.arrayContaining(['x'.repeat(6), 'Ada\u0000Lovelace']));
  });
});
