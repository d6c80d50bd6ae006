import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAuthorizeNetSimulator, type AuthorizeNetSimulatorOptions } from './app';

export interface RunningAuthorizeNetSimulator extends ReturnType<typeof createAuthorizeNetSimulator> {
  /** What the adapter takes as its base URL (the request path is below it). */
  url: string;
  close(): Promise<void>;
}

/** Serves the simulator over HTTP in this process; port 0 takes any free port. */
export async function startAuthorizeNetSimulator(
  options: AuthorizeNetSimulatorOptions & { port: number; hostname?: string },
): Promise<RunningAuthorizeNetSimulator> {
  const simulator = createAuthorizeNetSimulator(options);
  const hostname = options.hostname ?? '127.0.0.1';
  const server = serve({ fetch: simulator.app.fetch, port: options.port, hostname }) as Server;
  await new Promise<void>((done, fail) => {
    server.once('listening', done);
    server.once('error', fail);
  });
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((done) => {
      server.close(() => done());
      server.closeAllConnections();
    });
  return { ...simulator, url: `http://${hostname}:${port}`, close };
}
