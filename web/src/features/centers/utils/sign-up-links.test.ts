import { describe, expect, it } from 'vitest';
import { referralCenterSignUpLink, staffSignUpLink } from './sign-up-links';

const origin = 'http://acme.localhost:3000';
const links = { harvest_center: null, referral_center: 'r'.repeat(43), hc_staff: 's'.repeat(43) };

describe('the harvest center sign-up links', () => {
  it("names the center's sales rep as srid, the center as hcid and the center's token in the referral center link", () => {
    const link = referralCenterSignUpLink(origin, { id: 4, saless_rep_id: 3 }, links);
    expect(link).toBe(`${origin}/referral-harvest-center-registration?srid=3&hcid=4&invite=${'r'.repeat(43)}`);
  });

  it('gives no referral center link to a center without a sales rep', () => {
    expect(referralCenterSignUpLink(origin, { id: 4, saless_rep_id: null }, links)).toBeNull();
  });

  it('names the center and its staff token in the staff link', () => {
    const link = new URL(staffSignUpLink(origin, 12, links)!);
    expect(link.origin).toBe(origin);
    expect(link.pathname).toBe('/hc-staff-registration');
    expect([...link.searchParams]).toEqual([
      ['hcid', '12'],
      ['invite', 's'.repeat(43)],
    ]);
  });

  it('has no link until the token is known', () => {
    expect(referralCenterSignUpLink(origin, { id: 4, saless_rep_id: 3 }, undefined)).toBeUndefined();
    expect(staffSignUpLink(origin, 4, undefined)).toBeUndefined();
  });
});
