import { describe, expect, it } from 'vitest';
import { referralCenterSignUpLink, staffSignUpLink } from './sign-up-links';

const origin = 'http://acme.localhost:3000';

describe('the harvest center sign-up links', () => {
  it("names the center's sales rep as srid and the center as hcid in the referral center link", () => {
    const link = referralCenterSignUpLink(origin, { id: 4, saless_rep_id: 3 });
    expect(link).toBe(`${origin}/referral-harvest-center-registration?srid=3&hcid=4`);
  });

  it('gives no referral center link to a center without a sales rep', () => {
    expect(referralCenterSignUpLink(origin, { id: 4, saless_rep_id: null })).toBeNull();
  });

  it('names only the center in the staff link', () => {
    const link = new URL(staffSignUpLink(origin, 12));
    expect(link.origin).toBe(origin);
    expect(link.pathname).toBe('/hc-staff-registration');
    expect([...link.searchParams]).toEqual([['hcid', '12']]);
  });
});
