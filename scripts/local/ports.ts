/** Where each piece of the local stack listens; every port can be moved by an environment variable. */
export interface Ports {
  portal: number;
  dynamodb: number;
  cognito: number;
  s3: number;
  ses: number;
  /** The BoldSign simulator (packages/simulators), beside the SES emulator. */
  boldsign: number;
  /** The Authorize.net simulator (packages/simulators), beside BoldSign's. */
  authorizenet: number;
  /** The SES identity simulator (packages/simulators): the identity calls the SES emulator lacks. */
  sesIdentities: number;
  /** The local projector's control endpoint (scripts/local/projector.ts): tests wait on it for the lists to catch up. */
  projector: number;
}

const fromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export const defaultPorts = (): Ports => ({
  portal: fromEnv('PORTAL_PORT', 3000),
  dynamodb: fromEnv('DYNAMODB_PORT', 8000),
  cognito: fromEnv('COGNITO_PORT', 9229),
  s3: fromEnv('S3_PORT', 4569),
  ses: fromEnv('SES_PORT', 8005),
  boldsign: fromEnv('BOLDSIGN_PORT', 8006),
  authorizenet: fromEnv('AUTHORIZENET_PORT', 8007),
  sesIdentities: fromEnv('SES_IDENTITIES_PORT', 8008),
  projector: fromEnv('PROJECTOR_PORT', 8009),
});

/**
 * Ports of the test runs, apart from a running `npm start`: the integration suite's at `suite` 0,
 * the end-to-end suite's at 100, so that `npm test` runs the two side by side;
 * PORTAL_TEST_PORT_OFFSET moves them all, so two checkouts can run their tests at once.
 */
export const testPorts = (suite: 0 | 100 = 0): Ports => {
  const offset = fromEnv('PORTAL_TEST_PORT_OFFSET', 0) + suite;
  return {
    portal: 13000 + offset,
    dynamodb: 18000 + offset,
    cognito: 19229 + offset,
    s3: 14569 + offset,
    ses: 18005 + offset,
    boldsign: 18006 + offset,
    authorizenet: 18007 + offset,
    sesIdentities: 18008 + offset,
    projector: 18009 + offset,
  };
};

/** The endpoints of the local stack as `npm start` runs it: what scripts run against it with --local. */
export function localEndpoints(): Endpoints {
  const ports = defaultPorts();
  const at = (port: number) => `http://127.0.0.1:${port}`;
  return {
    dynamodb: at(ports.dynamodb),
    cognito: at(ports.cognito),
    s3: at(ports.s3),
    ses: at(ports.ses),
    boldsign: at(ports.boldsign),
    authorizenet: at(ports.authorizenet),
    sesIdentities: at(ports.sesIdentities),
  };
}

/** The URL of each piece of the local stack, from its port. */
export interface Endpoints {
  dynamodb: string;
  cognito: string;
  s3: string;
  ses: string;
  boldsign: string;
  authorizenet: string;
  sesIdentities: string;
}

/** The ports of a bench run from `base` on (each bench has a base of its own, moved by BENCH_PORT), apart from the stack and the tests. */
export const benchPorts = (base: number): Ports => ({
  portal: base,
  dynamodb: base + 1,
  cognito: base + 2,
  s3: base + 3,
  ses: base + 4,
  boldsign: base + 5,
  authorizenet: base + 6,
  sesIdentities: base + 7,
  projector: base + 8,
});
