import { describe, expect, it } from 'vitest';
import { centerNames, staffName, unchosen, withCenter } from './staff-manager';

describe('the HC Staff Manager rows', () => {
  it('names a staff member, or shows its e-mail when it has no name', () => {
    expect(staffName({ first_name: 'Sam', last_name: 'Reyes', email: 'sam@acme.test' })).toBe('Sam Reyes');
    expect(staffName({ first_name: '', last_name: ' ', email: 'sam@acme.test' })).toBe('sam@acme.test');
  });

  it('lists the centers by company, a dash for none', () => {
    expect(centerNames({ harvest_centers: [{ id: 4, company: 'Acme Harvest Center' }, { id: 7, company: '' }] })).toBe('Acme Harvest Center, #7');
    expect(centerNames({ harvest_centers: [] })).toBe('—');
  });

  it('adds a center once and offers only the centers not chosen', () => {
    const chosen = withCenter([{ id: 4, company: 'Acme' }], { id: 7, company: 'North' });
    expect(withCenter(chosen, { id: 4, company: 'Acme' })).toEqual(chosen);
    expect(unchosen([{ id: 4 }, { id: 7 }, { id: 9 }], chosen)).toEqual([{ id: 9 }]);
  });
});
