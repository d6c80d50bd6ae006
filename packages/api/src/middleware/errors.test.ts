import { DomainError } from '@portal/core';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { onError } from './errors';

const appThrowing = (error: Error, logged: unknown[] = []) => {
  const app = new Hono<AppEnv>();
  app.get('/x', () => {
    throw error;
  });
  app.onError(onError((line) => logged.push(line)));
  return app;
};

describe('onError', () => {
  it.each([
    ['invalid', 400],
    ['unauthenticated', 401],
    ['forbidden', 403],
    ['not_found', 404],
    ['conflict', 409],
    ['too_many', 429],
  ] as const)('answers a %s domain error with %i and its message', async (code, status) => {
    const res = await appThrowing(new DomainError(code, 'Told plainly.')).request('/x');
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ message: 'Told plainly.', code });
  });

  it('hides the internals of an unknown error and logs them', async () => {
    const logged: unknown[] = [];
    const res = await appThrowing(new Error('db password is hunter2'), logged).request('/x');
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('hunter2');
    expect(JSON.stringify(logged)).toContain('hunter2');
  });
});
