import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBoldSignSimulator, type BoldSignSimulatorOptions } from './app';

export interface RunningBoldSignSimulator extends ReturnType<typeof createBoldSignSimulator> {
  /** What the adapter takes as its base URL. */
  url: string;
  close(): Promise<void>;
}

/** Serves the simulator over HTTP in this process (fast to start; no child process to manage); port 0 takes any free port. */
export async function startBoldSignSimulator(
  options: BoldSignSimulatorOptions & { port: number; hostname?: string },
): Promise<RunningBoldSignSimulator> {
  const simulator = createBoldSignSimulator(options);
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
  const { port } = server.address() as AddressInfo;
  return { ...simulator, url: `http://${hostname}:${port}`, close };
}
