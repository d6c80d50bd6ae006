import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { originPathSegment } from '../packages/api/src/middleware/origin-verify';
import { Api, API_CONCURRENCY, API_THROTTLE } from './api';
import { synthApp } from './synth-app';

let template: Template;
let handlerId: string;

type Resource = { Properties: Record<string, unknown> };

beforeAll(async () => {
  template = (await synthApp('prod')).template(Api);
  const handlers = Object.keys(template.findResources('AWS::Lambda::Function', { Properties: { Handler: 'packages/api/src/lambda.handler' } }));
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
  it('sends /api and /media under the origin path to the one Hono function, and has no other route', () => {
    const segment = originPathSegment('offline-synth-origin-secret');
    expect(targetFunctionOf(`ANY /${segment}/api/{proxy+}`)).toBe(handlerId);
    expect(targetFunctionOf(`ANY /${segment}/media/{proxy+}`)).toBe(handlerId);
    // So a call to the execute-api URL without CloudFront's origin path matches no route: API
    // Gateway answers it 404 itself, and the function is not invoked.
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route')) as Resource[];
    expect(routes.map((r) => r.Properties.RouteKey).sort()).toEqual([`ANY /${segment}/api/{proxy+}`, `ANY /${segment}/media/{proxy+}`]);
    // The segment is derived from the secret, which itself never appears in the API's template.
    expect(segment).toMatch(/^[0-9a-f]{32}$/);
    expect(segment).not.toContain('offline');
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
          AUDIT_TABLE_NAME: Match.anyValue(),
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
            Action: Match.arrayWith([
              'cognito-idp:AdminCreateUser',
              'cognito-idp:AdminInitiateAuth',
              'cognito-idp:AdminSetUserMFAPreference',
              'cognito-idp:ListUsers',
            ]),
            Resource: { 'Fn::ImportValue': Match.stringLikeRegexp('UserPool.*Arn') },
          }),
          Match.objectLike({ Effect: 'Allow', Action: ['ses:SendEmail', 'ses:SendRawEmail'] }),
        ]),
      },
      Roles: [{ Ref: Match.stringLikeRegexp('^Handler') }],
    });
  });

  it('binds the origin secret CloudFront sends, and not the previous one when the stage has none', () => {
    const variables = (
      Object.values(template.findResources('AWS::Lambda::Function', { Properties: { Handler: 'packages/api/src/lambda.handler' } }))[0] as {
        Properties: { Environment: { Variables: Record<string, unknown> } };
      }
    ).Properties.Environment.Variables;
    expect(variables.SST_Secret_value_ORIGIN_SECRET).toBe('__FETCH_FROM_SSM__');
    expect(variables).not.toHaveProperty('SST_Secret_value_ORIGIN_SECRET_PREVIOUS');
    // Its value goes to CloudFront only (stacks/web.ts), never into the API's template.
    expect(JSON.stringify(template.toJSON())).not.toContain('offline-synth-origin-secret');
  });

  it('reads the table and bucket with the actions it uses, and lists the bucket so a missing file is a 404', () => {
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Action: Match.arrayWith(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchWriteItem', 'dynamodb:ConditionCheckItem']) }),
          Match.objectLike({ Action: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:PutObjectTagging'] }),
          Match.objectLike({ Action: 's3:ListBucket', Resource: { 'Fn::ImportValue': Match.stringLikeRegexp('MediaBucket') } }),
        ]),
      },
      Roles: [{ Ref: Match.stringLikeRegexp('^Handler') }],
    });
  });

  it('keeps API_CONCURRENCY for the function, throttles the default route and logs access and the function a month', () => {
    template.hasResourceProperties('AWS::Lambda::Function', { Handler: 'packages/api/src/lambda.handler', ReservedConcurrentExecutions: API_CONCURRENCY });
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingBurstLimit: API_THROTTLE.burst, ThrottlingRateLimit: API_THROTTLE.rate },
      AccessLogSettings: { DestinationArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^AccessLogs'), 'Arn'] } },
    });
    for (const name of ['/portal/prod/api', '/portal/prod/api-access']) {
      template.hasResourceProperties('AWS::Logs::LogGroup', { LogGroupName: name, RetentionInDays: 30, KmsKeyId: Match.anyValue() });
    }
  });

  it("alarms on the API's 5xx answers and the function's errors and throttles", () => {
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as Resource[];
    expect(alarms.map((a) => `${a.Properties.Namespace as string} ${a.Properties.MetricName as string}`).sort()).toEqual([
      'AWS/ApiGateway 5xx',
      'AWS/Lambda Errors',
      'AWS/Lambda Throttles',
    ]);
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: '5xx',
      Dimensions: [{ Name: 'ApiId', Value: { Ref: Match.stringLikeRegexp('^Api') } }],
      Threshold: 5,
      AlarmActions: [{ 'Fn::ImportValue': Match.stringLikeRegexp('Alarms') }],
    });
    for (const metric of ['Errors', 'Throttles']) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: metric, Dimensions: [{ Name: 'FunctionName', Value: { Ref: handlerId } }] });
    }
  });
});
