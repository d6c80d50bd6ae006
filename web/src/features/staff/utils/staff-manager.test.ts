import { describe, expect, it } from 'vitest';
import { staffName } from './staff-manager';

describe('the HC Staff Manager rows', () => {
  it('names a staff member, or shows its e-mail when it has no name', () => {
    expect(staffName({ first_name: 'Sam', last_name: 'Reyes', email: 'sam@acme.test' })).toBe('Sam Reyes');
    expect(staffName({ first_name: '', last_name: ' ', email: 'sam@acme.test' })).toBe('sam@acme.test');
  });
});
