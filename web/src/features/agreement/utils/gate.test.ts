import { describe, expect, it } from 'vitest';
import { agreementGateState } from './gate';

const asked = { required: true, agreement: false };

describe('agreementGateState', () => {
  it('holds a member who has not accepted, with no way to close', () => {
    expect(agreementGateState({ status: asked, adminActing: false })).toBe('required');
  });

  it('lets an admin acting as the member close it', () => {
    expect(agreementGateState({ status: asked, adminActing: true })).toBe('dismissible');
  });

  it('is hidden once accepted, and while the answer is not known', () => {
    expect(agreementGateState({ status: { required: true, agreement: true }, adminActing: false })).toBe('hidden');
    expect(agreementGateState({ status: undefined, adminActing: false })).toBe('hidden');
  });

  it('is hidden for a member the server does not ask (an admin), accepted or not', () => {
    expect(agreementGateState({ status: { required: false, agreement: false }, adminActing: false })).toBe('hidden');
    expect(agreementGateState({ status: { required: false, agreement: false }, adminActing: true })).toBe('hidden');
  });
});
