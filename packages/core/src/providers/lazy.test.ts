import { describe, expect, it } from 'vitest';
import { lazyPort } from './lazy';

interface Greeter {
  greet(name: string): Promise<string>;
  count(): Promise<number>;
}

const greeter = (): Greeter => {
  let calls = 0;
  return {
    greet: async (name) => `hello ${name}`,
    count: async () => ++calls,
  };
};

describe('lazyPort', () => {
  it('builds the adapter at the first call only, once, and forwards every call to it', async () => {
    let loads = 0;
    const port = lazyPort(async () => {
      loads++;
      return greeter();
    });
    expect(loads).toBe(0);
    await expect(Promise.all([port.greet('a'), port.count(), port.count()])).resolves.toEqual(['hello a', 1, 2]);
    expect(loads).toBe(1);
  });

  it('tries to load again after a failed load', async () => {
    let loads = 0;
    const port = lazyPort(async () => {
      if (++loads === 1) throw new Error('module not found');
      return greeter();
    });
    await expect(port.greet('a')).rejects.toThrow('module not found');
    await expect(port.greet('b')).resolves.toBe('hello b');
    expect(loads).toBe(2);
  });

  it('is not mistaken for a promise when awaited', async () => {
    const port = lazyPort(async () => greeter());
    expect(await port).toBe(port);
  });
});
