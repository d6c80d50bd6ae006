import { describe, expect, it } from 'vitest';
import { centerNames, unchosen, withCenter } from './chosen-centers';

describe('the centers chosen in an Edit Harvest Centers dialog', () => {
  it('lists the centers by company, a dash for none', () => {
    expect(
      centerNames([
        { id: 4, company: 'Acme Harvest Center' },
        { id: 7, company: '' },
      ]),
    ).toBe('Acme Harvest Center, #7');
    expect(centerNames([])).toBe('—');
  });

  it('adds a center once and offers only the centers not chosen', () => {
    const chosen = withCenter([{ id: 4, company: 'Acme' }], { id: 7, company: 'North' });
    expect(withCenter(chosen, { id: 4, company: 'Acme' })).toEqual(chosen);
    expect(unchosen([{ id: 4 }, { id: 7 }, { id: 9 }], chosen)).toEqual([{ id: 9 }]);
  });
});
