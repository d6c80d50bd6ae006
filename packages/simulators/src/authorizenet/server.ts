import { serveInProcess, type Served } from '../serve';
import { createAuthorizeNetSimulator, type AuthorizeNetSimulatorOptions } from './app';

/** The running simulator; `url` is what the adapter takes as its base URL (the request path is below it). */
export type RunningAuthorizeNetSimulator = ReturnType<typeof createAuthorizeNetSimulator> & Served;

/** Serves the simulator over HTTP in this process; port 0 takes any free port. */
export async function startAuthorizeNetSimulator(
  options: AuthorizeNetSimulatorOptions & { port: number; hostname?: string },
): Promise<RunningAuthorizeNetSimulator> {
  const simulator = createAuthorizeNetSimulator(options);
  return { ...simulator, ...(await serveInProcess(simulator.app.fetch, options)) };
}
