export { createBoldSignSimulator, type BoldSignSimulator, type BoldSignSimulatorOptions } from './boldsign/app';
export { startBoldSignSimulator, type RunningBoldSignSimulator } from './boldsign/server';
