import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { Api } from './api';
import { synthApp } from './synth-app';

let template: Template;
let handlerId: string;

type Resource = { Properties: Record<string, unknown> };

beforeAll(async () => {
  template = (await synthApp('prod')).template(Api);
  const handlers = Object.keys(
    template.findResources('AWS::Lambda::Function', { Properties: { Handler: 'packages/api/src/lambda.handler' } }),
  );
  expect(handlers).toHaveLength(1);
  handlerId = handlers[0]!;
});

const targetFunctionOf = (routeKey: string) => {
  const [route] = Object.values(template.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: routeKey } })) as Resource[];
  expect(route, routeKey).toBeDefined();
  const target = route!.Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
  const integrationId = target['Fn::Join'][1][1].Ref;
  const integration = template.toJSON().Resources[integrationId] as Resource;
  return (integration.Properties.IntegrationUri as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
};

describe('api', () => {
  it('sends /api and /media to the one Hono function', () => {
    expect(targetFunctionOf('ANY /api/{proxy+}')).toBe(handlerId);
    expect(targetFunctionOf('ANY /media/{proxy+}')).toBe(handlerId);
  });

  it('runs on Node.js 22 on arm64 within the API Gateway timeout', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Handler: 'packages/api/src/lambda.handler',
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      MemorySize: 512,
      Timeout: 29,
    });
  });

  it('gets the names the core reads from its environment', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Handler: 'packages/api/src/lambda.handler',
      Environment: {
        Variables: Match.objectLike({
          TABLE_NAME: Match.anyValue(),
          BUCKET_NAME: Match.anyValue(),
          USER_POOL_ID: Match.anyValue(),
          USER_POOL_CLIENT_ID: Match.anyValue(),
          BUILD_VERSION: Match.stringLikeRegexp('.+'),
        }),
      },
    });
  });

  it('binds no payment settings when the deploy sets none (card features then say they are not configured)', () => {
    const [fn] = Object.values(template.findResources('AWS::Lambda::Function', { Properties: { Handler: 'packages/api/src/lambda.handler' } })) as {
      Properties: { Environment: { Variables: Record<string, unknown> } };
    }[];
    expect(Object.keys(fn!.Properties.Environment.Variables).filter((name) => name.includes('AUTHORIZENET'))).toEqual([]);
  });

  it('may administer users of the pool and send mail', () => {
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Action: Match.arrayWith(['cognito-idp:AdminCreateUser', 'cognito-idp:AdminInitiateAuth', 'cognito-idp:ListUsers']),
            Resource: { 'Fn::ImportValue': Match.stringLikeRegexp('UserPool.*Arn') },
          }),
          Match.objectLike({ Effect: 'Allow', Action: ['ses:SendEmail', 'ses:SendRawEmail'] }),
        ]),
      },
      Roles: [{ Ref: Match.stringLikeRegexp('^Handler') }],
    });
  });
});
