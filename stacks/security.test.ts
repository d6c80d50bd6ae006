import { Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks, HIPAASecurityChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDomains } from './domains';
import { suppressNagFindings } from './nag-suppressions';
import { synthApp } from './synth-app';

let app: Awaited<ReturnType<typeof synthApp>>;

beforeAll(async () => {
  const identifiers = loadDomains().map((domain) => domain.identifier);
  app = await synthApp('prod', {
    inspect: (synthesized) => {
      Aspects.of(synthesized).add(new AwsSolutionsChecks({ verbose: true }));
      Aspects.of(synthesized).add(new HIPAASecurityChecks({ verbose: true }));
      suppressNagFindings(synthesized, identifiers);
    },
  });
});

type Resource = { Type: string; Properties: Record<string, unknown> };
interface Statement {
  Effect: string;
  Action: string | string[];
}

describe('cdk-nag', () => {
  it('leaves no error or warning of the AwsSolutions and HIPAA packs without a suppression and its reason (stacks/nag-suppressions.ts)', () => {
    // One line per finding, so a failure names each rule and resource.
    expect(app.findings.map((f) => `${f.level} ${f.path}: ${f.text.split('\n')[0]}`)).toEqual([]);
  });
});

describe('function roles', () => {
  it('grant no service-wide action (dynamodb:*, s3:*, *) to any function of the app', () => {
    let checked = 0;
    for (const [stackName, template] of app.templates) {
      const resources = (template as { Resources: Record<string, Resource> }).Resources;
      const roles = new Set(
        Object.values(resources)
          .filter((r) => r.Type === 'AWS::Lambda::Function')
          .map((fn) => (fn.Properties.Role as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt']?.[0]),
      );
      for (const [id, policy] of Object.entries(resources).filter(([, r]) => r.Type === 'AWS::IAM::Policy')) {
        const attached = (policy.Properties.Roles as { Ref?: string }[]).some((role) => role.Ref && roles.has(role.Ref));
        if (!attached) continue;
        const statements = (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement.filter((s) => s.Effect === 'Allow');
        const wide = statements.flatMap((s) => [s.Action].flat()).filter((action) => action === '*' || action.endsWith(':*'));
        expect(wide, `${stackName} ${id}`).toEqual([]);
        checked += statements.length;
      }
      for (const [id, role] of Object.entries(resources).filter(([key, r]) => r.Type === 'AWS::IAM::Role' && roles.has(key))) {
        const inline = ((role.Properties.Policies ?? []) as { PolicyDocument: { Statement: Statement[] } }[]).flatMap((p) => p.PolicyDocument.Statement);
        expect(
          inline.flatMap((s) => [s.Action].flat()).filter((a) => a === '*' || a.endsWith(':*')),
          `${stackName} ${id}`,
        ).toEqual([]);
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
