import { describe, expect, it } from 'vitest';
import { centerLinks, harvestCenterSignupLink } from './referral-links';

const origin = 'https://acme.example.com';
const invite = 'a'.repeat(43);

describe('the sales rep referral links', () => {
  it("sign up a harvest center for the rep by its id as srid, with the rep's invitation token", () => {
    const link = new URL(harvestCenterSignupLink(origin, 3, { harvest_center: invite, referral_center: null, hc_staff: null })!);
    expect(link.origin).toBe(origin);
    expect(link.pathname).toBe('/harvest-center-registration');
    expect([...link.searchParams]).toEqual([
      ['srid', '3'],
      ['invite', invite],
    ]);
  });

  it('give a center a referral link with the rep, the center and its token, and a staff link with the center and its token', () => {
    const links = centerLinks(
      origin,
      3,
      { id: 4, company: 'Acme Harvest Center' },
      { harvest_center: null, referral_center: 'r'.repeat(43), hc_staff: 's'.repeat(43) },
    );
    expect(links).toEqual({
      referralCenter: `${origin}/referral-harvest-center-registration?srid=3&hcid=4&invite=${'r'.repeat(43)}`,
      staff: `${origin}/hc-staff-registration?hcid=4&invite=${'s'.repeat(43)}`,
    });
  });

  it('has no link until its token is known', () => {
    expect(harvestCenterSignupLink(origin, 3, undefined)).toBeUndefined();
    expect(centerLinks(origin, 3, { id: 4, company: '' }, undefined)).toEqual({ referralCenter: undefined, staff: undefined });
  });
});
