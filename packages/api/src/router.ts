import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ErrorBody } from '@portal/contracts';
import type { AppEnv } from './env';
import { invalidAnswer } from './middleware/errors';

interface Issue {
  code?: string;
  path: PropertyKey[];
  message: string;
  errors?: Issue[][];
}

/** How far a union alternative is from the input: a shape with foreign keys is farthest. */
const distance = (issues: Issue[]) => issues.length + (issues.some((i) => i.code === 'unrecognized_keys') ? 100 : 0);

/** A failed union reports the issues of its closest alternative, so the message names real fields. */
function flatten(issues: Issue[]): Issue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || !issue.errors?.length) return [issue];
    const closest = [...issue.errors].sort((a, b) => distance(a) - distance(b))[0]!;
    return flatten(closest.map((i) => ({ ...i, path: [...issue.path, ...i.path] })));
  });
}

/** The 400 answer of bad input: every issue, and a message built from them. */
export function invalidInput(c: Context, error: { issues: readonly unknown[] }) {
  return invalidAnswer(
    c,
    flatten(error.issues as Issue[]).map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
  );
}

/** Bad input answers 400 with every issue and a message built from them; nothing runs after it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const validationHook: Hook<any, AppEnv, any, any> = (result, c) => {
  if (result.success) return;
  return invalidInput(c, result.error);
};

/** A sub-app of the API whose routes land in the OpenAPI document. */
export const router = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

const json = <T>(schema: T) => ({ 'application/json': { schema } });

/** Response entries for the errors a route can answer. */
export const errors = (...statuses: (400 | 401 | 403 | 404 | 409 | 413 | 415 | 429)[]) =>
  Object.fromEntries(statuses.map((s) => [s, { description: 'Error', content: json(ErrorBody) }]));

export const jsonBody = <T>(schema: T) => ({ body: { required: true, content: json(schema) } });

export const ok = <T>(schema: T, description = 'OK') => ({ 200: { description, content: json(schema) } });
