import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSesIdentitySimulator, type SesIdentitySimulatorOptions } from './app';

export interface RunningSesIdentitySimulator extends ReturnType<typeof createSesIdentitySimulator> {
  /** What the SES v2 client takes as its endpoint for the identity calls. */
  url: string;
  close(): Promise<void>;
}

/** Serves the SES identity simulator over HTTP in this process. */
export async function startSesIdentitySimulator(options: SesIdentitySimulatorOptions & { port: number; hostname?: string }): Promise<RunningSesIdentitySimulator> {
  const simulator = createSesIdentitySimulator(options);
  const hostname = options.hostname ?? '127.0.0.1';
  const server = serve({ fetch: simulator.app.fetch, port: options.port, hostname }) as Server;
  await new Promise<void>((done, fail) => {
    server.once('listening', done);
    server.once('error', fail);
  });
  const close = () =>
    new Promise<void>((done) => {
      server.close(() => done());
      server.closeAllConnections();
    });
  // Port 0 lets the system choose one: the URL names the port the server got.
  const { port } = server.address() as AddressInfo;
  return { ...simulator, url: `http://${hostname}:${port}`, close };
}
