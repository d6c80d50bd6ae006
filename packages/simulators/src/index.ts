export {
  createAuthorizeNetSimulator,
  REQUEST_PATH as AUTHORIZENET_REQUEST_PATH,
  type AuthorizeNetSimulator,
  type AuthorizeNetSimulatorOptions,
} from './authorizenet/app';
export { startAuthorizeNetSimulator, type RunningAuthorizeNetSimulator } from './authorizenet/server';
export { createBoldSignSimulator, type BoldSignSimulator, type BoldSignSimulatorOptions } from './boldsign/app';
export { startBoldSignSimulator, type RunningBoldSignSimulator } from './boldsign/server';
export { createSesIdentitySimulator, type SesIdentitySimulator, type SesIdentitySimulatorOptions } from './ses/app';
export { startSesIdentitySimulator, type RunningSesIdentitySimulator } from './ses/server';
