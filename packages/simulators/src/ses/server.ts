import { serveInProcess, type Served } from '../serve';
import { createSesIdentitySimulator, type SesIdentitySimulatorOptions } from './app';

/** The running simulator; `url` is what the SES v2 client takes as its endpoint for the identity calls. */
export type RunningSesIdentitySimulator = ReturnType<typeof createSesIdentitySimulator> & Served;

/** Serves the SES identity simulator over HTTP in this process; port 0 takes any free port. */
export async function startSesIdentitySimulator(
  options: SesIdentitySimulatorOptions & { port: number; hostname?: string },
): Promise<RunningSesIdentitySimulator> {
  const simulator = createSesIdentitySimulator(options);
  return { ...simulator, ...(await serveInProcess(simulator.app.fetch, options)) };
}
