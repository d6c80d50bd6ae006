import { describe, expect, it } from 'vitest';
import { filterStaff } from './staff-list';

const staff = [
  { id: 9, username: 'Sam Staff', email: 'staff@acme.test' },
  { id: 21, username: 'Nora Night', email: 'nora@clinic.test' },
  { id: 22, username: 'Omar Acme', email: 'omar@other.test' },
];

describe('filterStaff', () => {
  it('matches the name case-insensitively', () => {
    expect(filterStaff(staff, 'NIGHT').map((s) => s.id)).toEqual([21]);
    expect(filterStaff(staff, 'sam st').map((s) => s.id)).toEqual([9]);
  });

  it('matches the e-mail', () => {
    expect(filterStaff(staff, 'clinic.test').map((s) => s.id)).toEqual([21]);
    expect(filterStaff(staff, 'acme').map((s) => s.id)).toEqual([9, 22]);
  });

  it('does not match the id, and keeps everyone for blank text', () => {
    expect(filterStaff(staff, '21')).toEqual([]);
    expect(filterStaff(staff, '  ')).toEqual(staff);
    expect(filterStaff(staff, '')).not.toBe(staff);
  });
});
