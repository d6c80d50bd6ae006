import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, it } from 'vitest';
import { Auth } from './auth';
import { synthApp } from './synth-app';

let template: Template;

beforeAll(async () => {
  template = (await synthApp('prod')).template(Auth);
});

describe('user pool', () => {
  it('carries membership and domainId as mutable custom attributes', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Schema: Match.arrayWith([
        { Name: 'membership', AttributeDataType: 'String', Mutable: true },
        { Name: 'domainId', AttributeDataType: 'String', Mutable: true },
      ]),
    });
  });

  it('asks only for a minimum length of 8 in passwords', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
    });
  });

  it('signs in by opaque username only, without self sign-up, recovering by email', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: Match.absent(),
      AliasAttributes: Match.absent(),
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
  });

  it('offers two-factor sign-in with an authenticator app (TOTP), optional per member, and no SMS', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
  });

  it('is protected from deletion outside dev', () => {
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
  });
});

describe('app client', () => {
  it('allows password and admin password auth without a secret', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      AllowedOAuthFlows: Match.absent(),
    });
  });

  it('issues 12-hour ID tokens and 7-day refresh tokens', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      IdTokenValidity: 12 * 60,
      RefreshTokenValidity: 7 * 24 * 60,
      TokenValidityUnits: Match.objectLike({ IdToken: 'minutes', RefreshToken: 'minutes' }),
    });
  });
});
