import { describe, expect, it } from 'vitest';
import { centerLinks, harvestCenterSignupLink } from './referral-links';

const origin = 'https://acme.example.com';

describe('the sales rep referral links', () => {
  it('sign up a harvest center for the rep by its id as srid', () => {
    const link = new URL(harvestCenterSignupLink(origin, 3));
    expect(link.origin).toBe(origin);
    expect(link.pathname).toBe('/harvest-center-registration');
    expect([...link.searchParams]).toEqual([['srid', '3']]);
  });

  it('give each center a referral link with the rep and the center, and a staff link with the center only', () => {
    const [acme, reno] = centerLinks(origin, 3, [
      { id: 4, company: 'Acme Harvest Center' },
      { id: 12, company: 'Reno Clinic' },
    ]);
    expect(acme).toEqual({
      id: 4,
      company: 'Acme Harvest Center',
      referralCenter: `${origin}/referral-harvest-center-registration?srid=3&hcid=4`,
      staff: `${origin}/hc-staff-registration?hcid=4`,
    });
    expect(new URL(reno!.referralCenter).searchParams.get('hcid')).toBe('12');
    expect(new URL(reno!.staff).searchParams.has('srid')).toBe(false);
  });

  it('has no center links without centers', () => {
    expect(centerLinks(origin, 3, [])).toEqual([]);
  });
});
