import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A simulator served over HTTP in this process. */
export interface Served {
  /** Its origin, with the port it got (port 0 takes any free one). */
  url: string;
  close(): Promise<void>;
}

/** Serves a simulator's app in this process (fast to start; no child process to manage). */
export async function serveInProcess(fetch: (request: Request) => Response | Promise<Response>, options: { port: number; hostname?: string }): Promise<Served> {
  const hostname = options.hostname ?? '127.0.0.1';
  const server = serve({ fetch, port: options.port, hostname }) as Server;
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
  return { url: `http://${hostname}:${port}`, close };
}
