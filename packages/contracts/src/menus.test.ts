import { describe, expect, it } from 'vitest';
import { isMenuGroup, menuFor, menuLabelFor, type MenuItem } from './menus';

const labels = (items: MenuItem[]) => items.map((i) => (isMenuGroup(i) ? `${i.label}(${i.children.map((c) => c.label).join(', ')})` : i.label));

describe('menus by membership', () => {
  it('gives the default member Dashboard, Resource Center and Account', () => {
    expect(labels(menuFor([1], []))).toEqual(['Dashboard', 'Resource Center', 'Account(Contact Details, Change Password, Got a Question)']);
    expect(labels(menuFor([2], []))).toEqual(labels(menuFor([1], [])));
  });

  it('adds locations and payments under Account for a patient with tag 1', () => {
    expect(labels(menuFor([2], [1]))).toEqual([
      'Dashboard',
      'Resource Center',
      'Account(Contact Details, Locations, Payment Methods, Change Password, Got a Question)',
    ]);
  });

  it('gives HC staff exactly Dashboard, Resource Center, Fedex label, profile, locations and payment options', () => {
    expect(labels(menuFor([9], []))).toEqual([
      'Dashboard',
      'Resource Center',
      'Fedex Label',
      'Account(Contact Details, Locations, Payment Options, Change Password, Got a Question)',
    ]);
  });

  it("follows the first membership, the member's plan", () => {
    expect(labels(menuFor([7, 3], []))).toContain('White Label Settings');
    expect(labels(menuFor([3, 7], []))).not.toContain('White Label Settings');
  });

  it('lists the admin tools for membership 7', () => {
    expect(labels(menuFor([7], []))).toEqual([
      'Dashboard',
      'All Transactions',
      'System Documents(Patients, Harvest Centers)',
      'Coupon Manager',
      'Inactive Users',
      'Fedex Requests',
      'Assets Manager',
      'Product Manager',
      'HC Staff Manager',
      'RHC Manager',
      'White Label Settings',
      // Beyond the spec's menu: the audit trail of changes and of access to patient data.
      'Audit Log',
      'Resource Center',
      'Account(Contact Details, Change Password, Got a Question)',
    ]);
  });
});

describe('menuLabelFor', () => {
  it("is the label of the member's own menu for a page", () => {
    expect(menuLabelFor([9], [], '/hc-payments')).toBe('Payment Options');
    expect(menuLabelFor([4], [], '/hc-payments')).toBe('Payment Methods');
    expect(menuLabelFor([2], [1], '/hc-payments')).toBe('Payment Methods');
    expect(menuLabelFor([1], [], '/hc-payments')).toBeUndefined();
  });
});
