import { Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from './api';
import { Jobs } from './jobs';
import { synthApp } from './synth-app';

const apiHandler = 'packages/api/src/lambda.handler';
const jobHandler = 'packages/api/src/jobs/status-job.handler';
const deployEnv = {
  AUTHORIZENET_API_LOGIN_ID: 'prod-login-id',
  AUTHORIZENET_CLIENT_KEY: 'prod-public-client-key',
  AUTHORIZENET_BASE_URL: 'https://apitest.authorize.net',
};

let api: Template;
let jobs: Template;

// A deploy with card payments: the variables are read when the stacks are synthesized.
beforeAll(async () => {
  Object.assign(process.env, deployEnv);
  const app = await synthApp('prod');
  api = app.template(Api);
  jobs = app.template(Jobs);
});

afterAll(() => {
  for (const name of Object.keys(deployEnv)) delete process.env[name];
});

type Resource = { Properties: { Environment?: { Variables?: Record<string, unknown> } } };
const variablesOf = (template: Template, handler: string) => {
  const [fn] = Object.values(template.findResources('AWS::Lambda::Function', { Properties: { Handler: handler } })) as Resource[];
  return fn!.Properties.Environment?.Variables ?? {};
};

describe('payments on AWS', () => {
  it('binds the login id and client key as parameters, the transaction key as a secret, to the API function', () => {
    expect(variablesOf(api, apiHandler)).toMatchObject({
      SST_Parameter_value_AUTHORIZENET_API_LOGIN_ID: 'prod-login-id',
      SST_Parameter_value_AUTHORIZENET_CLIENT_KEY: 'prod-public-client-key',
      SST_Secret_value_AUTHORIZENET_TRANSACTION_KEY: '__FETCH_FROM_SSM__',
      AUTHORIZENET_BASE_URL: 'https://apitest.authorize.net',
    });
    api.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 'ssm:GetParameters',
            Resource: Match.arrayWith([
              {
                'Fn::Join': [
                  '',
                  ['arn:', { Ref: 'AWS::Partition' }, ':ssm:us-east-1:123456789012:parameter/sst/portal/prod/Secret/AUTHORIZENET_TRANSACTION_KEY/value'],
                ],
              },
            ]),
          }),
        ]),
      },
      Roles: [{ Ref: Match.stringLikeRegexp('^Handler') }],
    });
    // The parameters are kept in SSM too, where `sst bind` and the console read them.
    api.hasResourceProperties('AWS::SSM::Parameter', { Name: '/sst/portal/prod/Parameter/AUTHORIZENET_API_LOGIN_ID/value', Value: 'prod-login-id' });
  });

  it('keeps the transaction key out of the templates, and gives the status job the same settings: it reconciles pending payments', () => {
    expect(JSON.stringify(api.toJSON())).not.toMatch(/"AUTHORIZENET_TRANSACTION_KEY"\s*:/);
    expect(JSON.stringify(jobs.toJSON())).not.toMatch(/"AUTHORIZENET_TRANSACTION_KEY"\s*:/);
    expect(variablesOf(jobs, jobHandler)).toMatchObject({
      SST_Parameter_value_AUTHORIZENET_API_LOGIN_ID: 'prod-login-id',
      SST_Parameter_value_AUTHORIZENET_CLIENT_KEY: 'prod-public-client-key',
      SST_Secret_value_AUTHORIZENET_TRANSACTION_KEY: '__FETCH_FROM_SSM__',
      AUTHORIZENET_BASE_URL: 'https://apitest.authorize.net',
    });
  });
});
