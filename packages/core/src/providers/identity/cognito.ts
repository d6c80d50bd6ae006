import { createHash } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
  type AuthenticationResultType,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { IdentityError, type IdentityClaims, type IdentityProvider, type SignInResult, type SignInTokens } from './port';

export interface CognitoOptions {
  client: CognitoIdentityProviderClient;
  userPoolId: string;
  clientId: string;
  /** Token issuer: https://cognito-idp.{region}.amazonaws.com/{pool} on AWS, the emulator's URL locally. */
  issuer: string;
}

const credentialErrors = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);

const errorName = (e: unknown) => (e instanceof Error ? e.name : '');

/** What Cognito answers a wrong or spent authenticator code with. */
const codeErrors = new Set(['CodeMismatchException', 'ExpiredCodeException', 'EnableSoftwareTokenMFAException']);

/** The tokens of a completed authentication, or an error naming what came instead. */
function tokensOf(result: AuthenticationResultType | undefined, what: string): SignInTokens {
  if (!result?.IdToken || !result.AccessToken) throw new IdentityError('invalid_credentials', `Unsupported challenge ${what}`);
  return { idToken: result.IdToken, accessToken: result.AccessToken };
}

/** Cognito user pool adapter; works unchanged against cognito-local. */
export function cognitoIdentity(options: CognitoOptions): IdentityProvider {
  const { client, userPoolId, clientId, issuer } = options;
  const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));

  const attributes = (email: string, domainId: number, memberships: number[]): AttributeType[] => [
    { Name: 'email', Value: email },
    { Name: 'email_verified', Value: 'true' },
    { Name: 'custom:domainId', Value: String(domainId) },
    { Name: 'custom:membership', Value: memberships.join(',') },
  ];

  return {
    async createUser({ username, email, domainId, memberships, password, temporaryPassword }) {
      // Cognito sends no mail: the portal mails invitations itself, from the domain's sender.
      await client.send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: username,
          UserAttributes: attributes(email, domainId, memberships),
          MessageAction: 'SUPPRESS',
          ...(temporaryPassword ? { TemporaryPassword: temporaryPassword } : {}),
        }),
      );
      if (password) await this.setPassword(username, password, true);
    },

    async completeNewPassword(username, session, password) {
      try {
        const out = await client.send(
          new RespondToAuthChallengeCommand({
            ClientId: clientId,
            ChallengeName: 'NEW_PASSWORD_REQUIRED',
            Session: session,
            ChallengeResponses: { USERNAME: username, NEW_PASSWORD: password },
          }),
        );
        const idToken = out.AuthenticationResult?.IdToken;
        const accessToken = out.AuthenticationResult?.AccessToken;
        if (!idToken || !accessToken) throw new IdentityError('invalid_credentials', 'The sign-in could not be completed');
        return { idToken, accessToken };
      } catch (e) {
        if (errorName(e) === 'InvalidPasswordException') throw new IdentityError('invalid_password', (e as Error).message);
        if (credentialErrors.has(errorName(e)) || errorName(e) === 'CodeMismatchException')
          throw new IdentityError('invalid_credentials', 'The sign-in session has expired');
        throw e;
      }
    },

    async setPassword(username, password, permanent) {
      try {
        await client.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: username, Password: password, Permanent: permanent }));
      } catch (e) {
        if (errorName(e) === 'InvalidPasswordException') throw new IdentityError('invalid_password', (e as Error).message);
        throw e;
      }
    },

    async signIn(username, password): Promise<SignInResult> {
      try {
        const out = await client.send(
          new InitiateAuthCommand({
            ClientId: clientId,
            AuthFlow: 'USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: username, PASSWORD: password },
          }),
        );
        if (out.ChallengeName === 'NEW_PASSWORD_REQUIRED') return { kind: 'new-password-required', session: out.Session ?? '' };
        if (out.ChallengeName === 'SOFTWARE_TOKEN_MFA') return { kind: 'mfa-required', session: out.Session ?? '' };
        return { kind: 'signed-in', ...tokensOf(out.AuthenticationResult, String(out.ChallengeName)) };
      } catch (e) {
        if (credentialErrors.has(errorName(e))) throw new IdentityError('invalid_credentials', 'Wrong user or password');
        throw e;
      }
    },

    async answerTotp(username, session, code) {
      try {
        const out = await client.send(
          new RespondToAuthChallengeCommand({
            ClientId: clientId,
            ChallengeName: 'SOFTWARE_TOKEN_MFA',
            Session: session,
            ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code },
          }),
        );
        return tokensOf(out.AuthenticationResult, String(out.ChallengeName));
      } catch (e) {
        if (codeErrors.has(errorName(e))) throw new IdentityError('invalid_code', 'Wrong authenticator code');
        if (credentialErrors.has(errorName(e))) throw new IdentityError('invalid_credentials', 'The sign-in session has expired');
        throw e;
      }
    },

    async beginTotp(accessToken) {
      const out = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
      if (!out.SecretCode) throw new Error('The identity provider gave no authenticator secret');
      return out.SecretCode;
    },

    async confirmTotp(accessToken, code) {
      try {
        const out = await client.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: code, FriendlyDeviceName: 'Authenticator app' }));
        if (out.Status !== 'SUCCESS') throw new IdentityError('invalid_code', 'Wrong authenticator code');
      } catch (e) {
        if (codeErrors.has(errorName(e))) throw new IdentityError('invalid_code', 'Wrong authenticator code');
        if (credentialErrors.has(errorName(e))) throw new IdentityError('invalid_token', 'The setup has expired');
        throw e;
      }
      await client.send(new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
    },

    async disableTotp(accessToken) {
      await client.send(new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } }));
    },

    async resetTotp(username) {
      await client.send(
        new AdminSetUserMFAPreferenceCommand({ UserPoolId: userPoolId, Username: username, SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } }),
      );
    },

    async verifyIdToken(token): Promise<IdentityClaims> {
      try {
        const { payload } = await jwtVerify(token, jwks, { issuer, audience: clientId, requiredClaims: ['exp'] });
        if (payload.token_use !== 'id') throw new Error('not an ID token');
        return {
          username: String(payload['cognito:username']),
          domainId: Number(payload['custom:domainId']),
          memberships: String(payload['custom:membership'] ?? '')
            .split(',')
            .filter(Boolean)
            .map(Number),
          issuedAt: payload.iat ?? 0,
          // Cognito's ID tokens carry a jti; a digest of the token stands in for one without.
          tokenId: payload.jti ?? createHash('sha256').update(token).digest('base64url'),
          expiresAt: Number(payload.exp),
        };
      } catch (e) {
        throw new IdentityError('invalid_token', e instanceof Error ? e.message : 'invalid token');
      }
    },

    async updateEmail(username, email) {
      await client.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: userPoolId,
          Username: username,
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
    },

    async updateMemberships(username, memberships) {
      await client.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: userPoolId,
          Username: username,
          UserAttributes: [{ Name: 'custom:membership', Value: memberships.join(',') }],
        }),
      );
    },

    async deleteUser(username) {
      try {
        await client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
      } catch (e) {
        if (errorName(e) !== 'UserNotFoundException') throw e;
      }
    },

    async userExists(username) {
      try {
        await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
        return true;
      } catch (e) {
        if (errorName(e) === 'UserNotFoundException') return false;
        throw e;
      }
    },
  };
}
