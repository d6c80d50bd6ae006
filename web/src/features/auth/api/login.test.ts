import { isLoginChallenge as contractsIsLoginChallenge, LoginAnswer, type MemberView } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { isLoginChallenge } from './login';

const user = { id: 1, email: 'pat@acme.test', membership: [{ id: 2, name: 'General Member' }] } as unknown as MemberView;
const answers: LoginAnswer[] = [
  { token: 't', user, message: 'Welcome' },
  { challenge: 'NEW_PASSWORD_REQUIRED', session: 's', message: 'Choose a new password' },
];

describe('isLoginChallenge', () => {
  it("tells a challenge from a signed-in answer exactly as the contracts' own check", () => {
    for (const answer of answers) expect(isLoginChallenge(answer)).toBe(contractsIsLoginChallenge(answer));
    expect(answers.map(isLoginChallenge)).toEqual([false, true]);
  });
});
