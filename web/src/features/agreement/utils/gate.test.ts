import { describe, expect, it } from 'vitest';
import { agreementGateState } from './gate';

describe('agreementGateState', () => {
  it('holds a member who has not accepted, with no way to close', () => {
    expect(agreementGateState({ isAdmin: false, agreed: false, adminActing: false })).toBe('required');
  });

  it('lets an admin acting as the member close it', () => {
    expect(agreementGateState({ isAdmin: false, agreed: false, adminActing: true })).toBe('dismissible');
  });

  it('is hidden once accepted, and while the answer is not known', () => {
    expect(agreementGateState({ isAdmin: false, agreed: true, adminActing: false })).toBe('hidden');
    expect(agreementGateState({ isAdmin: false, agreed: undefined, adminActing: false })).toBe('hidden');
  });

  it('is skipped for admins whatever the answer', () => {
    expect(agreementGateState({ isAdmin: true, agreed: false, adminActing: false })).toBe('hidden');
    expect(agreementGateState({ isAdmin: true, agreed: false, adminActing: true })).toBe('hidden');
  });
});
