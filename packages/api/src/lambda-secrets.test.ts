import { afterEach, describe, expect, it } from 'vitest';
import { copyBoundParameters } from './lambda-secrets';

const names = ['PORTAL_TEST_PARAMETER', 'PORTAL_TEST_PARAMETER_SET'];
afterEach(() => {
  for (const name of names) {
    delete process.env[name];
    delete process.env[`SST_Parameter_value_${name}`];
  }
});

describe('copyBoundParameters', () => {
  it('copies bound SST parameters to the plain names the core reads, never over a value already set', () => {
    process.env.SST_Parameter_value_PORTAL_TEST_PARAMETER = 'from-sst';
    process.env.SST_Parameter_value_PORTAL_TEST_PARAMETER_SET = 'from-sst';
    process.env.PORTAL_TEST_PARAMETER_SET = 'given';
    copyBoundParameters(names);
    expect(process.env.PORTAL_TEST_PARAMETER).toBe('from-sst');
    expect(process.env.PORTAL_TEST_PARAMETER_SET).toBe('given');
  });
});
