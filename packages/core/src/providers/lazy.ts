/** The methods of a port: every one answers a promise, so a call can wait for its adapter to load. */
type AsyncPort<T> = { [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never };

/**
 * A port whose adapter (and the SDK behind it) is built on the first call, not when the process
 * starts: a Lambda cold start then loads only what its requests use. `load` runs at most once while
 * it succeeds; after a failure the next call tries again.
 */
export function lazyPort<T extends AsyncPort<T>>(load: () => Promise<T>): T {
  let adapter: Promise<T> | undefined;
  const resolve = () => {
    adapter ??= load().catch((e: unknown) => {
      adapter = undefined;
      throw e;
    });
    return adapter;
  };
  return new Proxy({} as T, {
    get: (_target, method) =>
      typeof method === 'string' && method !== 'then'
        ? async (...args: unknown[]) => {
            const port = (await resolve()) as Record<string, (...a: unknown[]) => Promise<unknown>>;
            return port[method]!(...args);
          }
        : undefined,
  });
}
