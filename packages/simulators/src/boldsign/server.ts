import { serveInProcess, type Served } from '../serve';
import { createBoldSignSimulator, type BoldSignSimulatorOptions } from './app';

/** The running simulator; `url` is what the adapter takes as its base URL. */
export type RunningBoldSignSimulator = ReturnType<typeof createBoldSignSimulator> & Served;

/** Serves the simulator over HTTP in this process; port 0 takes any free port. */
export async function startBoldSignSimulator(options: BoldSignSimulatorOptions & { port: number; hostname?: string }): Promise<RunningBoldSignSimulator> {
  const simulator = createBoldSignSimulator(options);
  return { ...simulator, ...(await serveInProcess(simulator.app.fetch, options)) };
}
