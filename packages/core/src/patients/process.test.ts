import { describe, expect, it } from 'vitest';
import { estimatedReadyDate, LAST_RECEIVED_DATE, processFields, RECEIVED_TOO_LATE } from './process';

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
    expect(
      processFields({ set_date_manually: true, estimated_date_vials_ready_to_ship: '2026-12-24' }, { dateAdiposeReceivedByLab: '2026-05-01' }),
    ).toMatchObject({
      estimatedDateVialsReadyToShip: '2026-12-24',
      setDateManually: true,
    });
    expect(processFields({ set_date_manually: false }, { dateAdiposeReceivedByLab: '2026-05-01', setDateManually: true })).toMatchObject({
      estimatedDateVialsReadyToShip: '2026-07-10',
    });
  });
});

describe('the estimate of dates at the edges', () => {
  it('is always a real day with a four-digit year, and nothing for a received date that is no real day of the window', () => {
    expect(LAST_RECEIVED_DATE).toBe('2199-10-22');
    expect(estimatedReadyDate(LAST_RECEIVED_DATE)).toBe('2199-12-31');
    expect(estimatedReadyDate('1900-01-01')).toBe('1900-03-12');
    // Before the contracts refused them, these answered 500 (RangeError) or produced '10000-03-10'.
    for (const bad of ['9999-12-31', '2026-02-31', '2026-99-99', '0000-00-00', '10000-01-01', '2199-10-23', '1899-12-31', 'soon'])
      expect(estimatedReadyDate(bad), bad).toBeUndefined();
  });

  it('refuses a received date whose estimate would pass the window, whether sent now or stored before', () => {
    expect(() => processFields({ date_adipose_received_by_lab: '2199-12-01' }, {})).toThrow(RECEIVED_TOO_LATE);
    expect(() => processFields({ vials_preparation: 2 }, { dateAdiposeReceivedByLab: '9999-12-31' })).toThrow(RECEIVED_TOO_LATE);
    expect(processFields({ set_date_manually: true, date_adipose_received_by_lab: '2199-12-01' }, {})).toMatchObject({
      dateAdiposeReceivedByLab: '2199-12-01',
    });
  });
});
