import { Stack } from 'aws-cdk-lib';
import { NagSuppressions, type NagPackSuppression } from 'cdk-nag';
import type { App } from 'sst/constructs';
import { apiRouteKeys, originPathSegments } from './api';

/**
 * The cdk-nag findings (AwsSolutions and HIPAA.Security packs) the stacks keep on purpose, each with
 * its reason, by stack (its function's name) and construct path. stacks/nag.test.ts fails on any
 * other finding, and on a suppression whose path no longer exists.
 */

const basicExecutionRole = 'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole';

/** SST's handler of its deploy-time custom resources (one per stack: uploads, invalidations, secrets metadata). */
const sstCustomResourceHandler: Record<string, NagPackSuppression[]> = {
  'CustomResourceHandler/ServiceRole/Resource': [
    {
      id: 'AwsSolutions-IAM4',
      appliesTo: [basicExecutionRole],
      reason: "SST's deploy-time custom resource handler writes only its own logs; SST creates its role.",
    },
  ],
  'CustomResourceHandler/Resource': ['AwsSolutions-L1', 'HIPAA.Security-LambdaConcurrency', 'HIPAA.Security-LambdaDLQ', 'HIPAA.Security-LambdaInsideVPC'].map(
    (id) => ({
      id,
      reason:
        "SST's deploy-time custom resource handler (sst 2.49.8), invoked by CloudFormation only while deploying; its runtime and settings are SST's, not the portal's.",
    }),
  ),
};

/** The portal's own functions: the API, the export job, the status job, the projector. */
function portalFunction(path: string, options: { sync?: boolean; mail?: boolean; stream?: boolean } = {}): Record<string, NagPackSuppression[]> {
  const { sync = false, mail = false, stream = false } = options;
  return {
    [`${path}/ServiceRole/Resource`]: [
      {
        id: 'AwsSolutions-IAM4',
        appliesTo: [basicExecutionRole],
        reason: 'AWSLambdaBasicExecutionRole lets the function write its own CloudWatch logs and nothing else; SST attaches it to every function role.',
      },
    ],
    [`${path}/ServiceRole/DefaultPolicy/Resource`]: [
      {
        id: 'AwsSolutions-IAM5',
        appliesTo: ['Resource::*'],
        reason: 'X-Ray PutTraceSegments and PutTelemetryRecords have no resource-level permissions; SST turns on active tracing for every function.',
      },
      {
        id: 'AwsSolutions-IAM5',
        appliesTo: [{ regex: '/^Resource::<Table[0-9A-F]{8}\\.Arn>\\/index\\/\\*$/' }],
        reason:
          "Query on the table's global indexes (packages/core/src/db/table-schema.ts) is authorized on the index ARNs; the actions are the item and query ones only.",
      },
      {
        id: 'AwsSolutions-IAM5',
        appliesTo: [{ regex: '/^Resource::<AuditTable[0-9A-F]{8}\\.Arn>\\/index\\/\\*$/' }],
        reason:
          "Query on the audit table's indexes (by member, by patient) is authorized on the index ARNs; the actions are PutItem, GetItem and Query only (stacks/audit.test.ts).",
      },
      {
        id: 'AwsSolutions-IAM5',
        appliesTo: [{ regex: '/^Resource::<MediaBucket[0-9A-F]{8}\\.Arn>\\/\\*$/' }],
        reason:
          'Object keys are made per domain and per file at run time; the actions are the object ones this function uses (stacks/core-runtime.ts mediaPolicies).',
      },
      ...(mail
        ? [
            {
              id: 'AwsSolutions-IAM5',
              appliesTo: [{ regex: '/^Resource::arn:<AWS::Partition>:ses:us-east-1:\\d{12}:identity\\/\\*$/' }],
              reason:
                'Each white-label domain sends from its own SES identity, created when the domain is provisioned after the deploy; the stack cannot name them.',
            },
          ]
        : []),
      {
        id: 'HIPAA.Security-IAMNoInlinePolicy',
        reason:
          "The role's default policy belongs to this one role and is deleted with it; it holds only the actions the function uses (asserted by the stack tests).",
      },
    ],
    [`${path}/Resource`]: [
      {
        id: 'AwsSolutions-L1',
        reason: 'The functions run Node.js 22, the runtime the design and the bundles target; moving to Node.js 24 is a change of its own, with its tests.',
      },
      {
        id: 'HIPAA.Security-LambdaInsideVPC',
        reason:
          'The function reaches only public endpoints over TLS (DynamoDB, S3, SES, Cognito, SSM, the e-signature and payment providers); there is no private resource to reach, and a VPC would add NAT and endpoints.',
      },
      {
        id: 'HIPAA.Security-LambdaDLQ',
        reason: sync
          ? 'API Gateway invokes the function synchronously and answers the caller; a dead-letter queue applies only to asynchronous invocations.'
          : stream
            ? "The stream's event source mapping invokes the function; a batch it gives up on goes to the mapping's on-failure destination (the ProjectorFailures queue), a DLQ applies only to asynchronous invocations."
            : 'Failed asynchronous invocations go to the on-failure destination (the AsyncFailures queue), which keeps the error with the event; a DLQ would duplicate it.',
      },
    ],
  };
}

const siteBuckets = (identifiers: string[]) =>
  Object.fromEntries(
    identifiers.flatMap((id) => [
      [
        `Site-${id}/S3UploaderPolicy/Resource`,
        [
          {
            id: 'AwsSolutions-IAM5',
            reason: "SST's StaticSite uploader copies the built site from the CDK asset bucket into the site bucket at deploy; SST writes this policy.",
          },
          {
            id: 'HIPAA.Security-IAMNoInlinePolicy',
            reason: "SST's StaticSite attaches its deploy-time upload policy inline to its custom resource handler's role.",
          },
        ],
      ],
      [
        `Site-${id}/CloudFrontInvalidatorPolicy/Resource`,
        [
          {
            id: 'HIPAA.Security-IAMNoInlinePolicy',
            reason: "SST's StaticSite attaches its deploy-time invalidation policy inline to its custom resource handler's role.",
          },
        ],
      ],
      [
        `Site-${id}/S3Bucket/Resource`,
        [
          {
            id: 'HIPAA.Security-S3DefaultEncryptionKMS',
            reason:
              'CloudFront reads the site through an origin access identity, which cannot read SSE-KMS objects; SSE-S3 encrypts them, and they are the public SPA build.',
          },
          {
            id: 'HIPAA.Security-S3BucketReplicationEnabled',
            reason: 'The site bucket holds the SPA build, rebuilt from the repository at every deploy; nothing in it needs a second copy.',
          },
        ],
      ],
      [
        `Site-${id}/Distribution/Resource`,
        [
          {
            id: 'AwsSolutions-CFR1',
            reason:
              "Members and staff of a white-label domain sign in from wherever they are; access is by account, with the WAF's rate limit, not by country.",
          },
          {
            id: 'AwsSolutions-CFR7',
            reason: "SST 2.49.8's StaticSite reaches its bucket through an origin access identity (S3Origin); the bucket stays private to that identity.",
          },
        ],
      ],
    ]),
  ) as Record<string, NagPackSuppression[]>;

const singleRegion =
  'The portal runs in one region (us-east-1); versioning keeps overwritten and deleted objects for restores (docs/deploy.md). Cross-region replication is a decision of its own, with its cost.';

/** Suppressions by stack, then by construct path inside it. */
function suppressionsFor(domainIdentifiers: string[], segments: string[]): Record<string, Record<string, NagPackSuppression[]>> {
  return {
    Monitoring: {
      'AccessLogs/Resource': [
        { id: 'AwsSolutions-S1', reason: 'This is the access-log bucket: its own access logs would be written into itself.' },
        { id: 'HIPAA.Security-S3BucketLoggingEnabled', reason: 'This is the access-log bucket: its own access logs would be written into itself.' },
        {
          id: 'HIPAA.Security-S3DefaultEncryptionKMS',
          reason: 'S3 delivers server access logs only to buckets encrypted with SSE-S3, which encrypts them at rest.',
        },
        { id: 'HIPAA.Security-S3BucketReplicationEnabled', reason: singleRegion },
      ],
      'AsyncFailures/Resource': [
        {
          id: 'AwsSolutions-SQS3',
          reason: 'This queue is the dead-letter destination itself: failed asynchronous invocations land here for an operator to read.',
        },
      ],
    },
    Storage: {
      'Media/Bucket/Resource': [
        {
          id: 'HIPAA.Security-S3DefaultEncryptionKMS',
          reason:
            "SSE-S3 encrypts every object at rest. With SSE-KMS each presigned read would also need kms:Decrypt for the signing role and a KMS call, while the bucket is already private to the functions' roles.",
        },
        { id: 'HIPAA.Security-S3BucketReplicationEnabled', reason: singleRegion },
      ],
      'AuditTable/Table/Resource': [
        {
          id: 'HIPAA.Security-DynamoDBInBackupPlan',
          reason:
            'Point-in-time recovery (35 days) is on, the table is retained with deletion protection, and no function may change or delete an entry; entries expire by their own time to live after seven years (packages/core/src/audit/audit.ts).',
        },
      ],
      'Table/Table/Resource': [
        {
          id: 'HIPAA.Security-DynamoDBInBackupPlan',
          reason:
            'Point-in-time recovery (35 days, to the second) is on and the table is retained with deletion protection; docs/deploy.md restores from it. An AWS Backup plan for longer keeping is a decision of its own.',
        },
      ],
    },
    Auth: {
      'UserPool/Resource': [
        { id: 'AwsSolutions-COG1', reason: 'The product asks for passwords of 8 characters or more and no character classes (stacks/auth.test.ts).' },
        {
          id: 'AwsSolutions-COG2',
          reason:
            'Authenticator-app MFA is on in the pool and optional per member: one pool serves every white-label domain, and each domain says which memberships must use it (packages/core/src/auth/two-factor.ts leads them through setup at sign-in; stacks/auth.test.ts).',
        },
        {
          id: 'AwsSolutions-COG3',
          reason:
            "Cognito's threat protection is a paid tier; the API limits failed sign-ins per address and per username (packages/core/src/auth/login-limits.ts).",
        },
      ],
    },
    Exports: {
      ...portalFunction('ExportJob'),
      'ExportJobHandOn/Resource': [
        {
          id: 'HIPAA.Security-IAMNoInlinePolicy',
          reason: 'A policy of its own lets the export job invoke itself only: in the default policy its ARN would make the function depend on itself.',
        },
      ],
    },
    Api: {
      ...portalFunction('Handler', { sync: true, mail: true }),
      ...Object.fromEntries(
        apiRouteKeys(segments).map((key) => [
          `Api/Route_${key.replace(' ', '_').replaceAll('/', '--')}/Resource`,
          [
            {
              id: 'AwsSolutions-APIG4',
              reason:
                "The Hono app authorizes each route with the member's Cognito token (some, like sign-in, are public by design) and refuses every request without CloudFront's origin secret; the routes exist only under CloudFront's origin path.",
            },
          ],
        ]),
      ),
    },
    Jobs: portalFunction('StatusJob', { mail: true }),
    Projector: {
      ...portalFunction('Projector', { stream: true }),
      'ProjectorFailures/Resource': [
        {
          id: 'AwsSolutions-SQS3',
          reason:
            "This queue is the projector's failure destination itself: the shard ranges it gave up on land here for an operator (docs/deploy.md, Alarms).",
        },
      ],
    },
    Web: {
      ...siteBuckets(domainIdentifiers),
      'Webhooks/Resource': [
        {
          id: 'AwsSolutions-CFR1',
          reason:
            "It passes the e-signature provider's webhook deliveries only, which come from the provider's servers wherever they run; every other path is answered 404 at the edge.",
        },
        {
          id: 'AwsSolutions-CFR4',
          reason:
            "The stage's webhook URL is the distribution's own cloudfront.net name, so that it depends on no white-label domain; that name's certificate is CloudFront's default. Its only callers are the provider's deliveries, each authenticated by its signature over the body (or the unsigned Verification, which changes nothing); a host name and certificate of the stage's own would lift this.",
        },
      ],
    },
  };
}

/** Adds the suppressions to the app's stacks; a path that matches no resource throws. */
export function suppressNagFindings(app: App, domainIdentifiers: string[]): void {
  const stacks = app.node.children.filter((child): child is Stack => Stack.isStack(child));
  const byFunction = suppressionsFor(domainIdentifiers, originPathSegments(app));
  for (const stack of stacks) {
    const paths = { ...sstCustomResourceHandler, ...byFunction[stack.stackName.slice(app.logicalPrefixedName('').length)] };
    for (const [path, suppressions] of Object.entries(paths)) {
      NagSuppressions.addResourceSuppressionsByPath(stack, `/${stack.node.path}/${path}`, suppressions);
    }
  }
}
