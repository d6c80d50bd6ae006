import { describe, expect, it } from 'vitest';
import { estimatedReadyDate, processFields } from './process';

describe('the estimated ready date', () => {
  it('is 70 days after the lab received the tissue, across months and leap days', () => {
    expect(estimatedReadyDate('2026-01-01')).toBe('2026-03-12');
    expect(estimatedReadyDate('2028-01-01')).toBe('2028-03-11');
    expect(estimatedReadyDate('')).toBeUndefined();
  });

  it('follows the received date unless set manually, ignoring a sent estimate', () => {
    expect(processFields({ date_adipose_received_by_lab: '2026-05-01', estimated_date_vials_ready_to_ship: '2030-01-01' }, {})).toMatchObject({
      estimatedDateVialsReadyToShip: '2026-07-10',
      setDateManually: false,
    });
  });

  it('keeps a manual estimate while the box is ticked, and recomputes when it is cleared', () => {
    expect(processFields({ set_date_manually: true, estimated_date_vials_ready_to_ship: '2026-12-24' }, { dateAdiposeReceivedByLab: '2026-05-01' })).toMatchObject({
      estimatedDateVialsReadyToShip: '2026-12-24',
      setDateManually: true,
    });
    expect(processFields({ set_date_manually: false }, { dateAdiposeReceivedByLab: '2026-05-01', setDateManually: true })).toMatchObject({
      estimatedDateVialsReadyToShip: '2026-07-10',
    });
  });
});
