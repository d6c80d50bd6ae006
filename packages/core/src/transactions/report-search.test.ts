import { describe, expect, it } from 'vitest';
import { searchNames, transactionText } from './report-search';
import type { TransactionRecord } from './transactions';

describe('the searchable text of a sale', () => {
  it("holds its id, each member's last name, company and first name, and the product, normalized", () => {
    const t = { transactionId: 42, patientId: 1, salesRepId: 2, hcStaffId: 3, productName: 'Order Patient Vials' } as TransactionRecord;
    const people: Record<number, { firstName: string; lastName: string; company?: string }> = {
      1: { firstName: 'Zoë', lastName: 'Oakley' },
      2: { firstName: 'Kerry', lastName: 'Kessler', company: 'Acme' },
      3: { firstName: 'Sam', lastName: 'Staff' },
    };
    expect(
      transactionText(
        t,
        searchNames(t, (id) => people[id]),
      ),
    ).toBe(' 42 oakley zoe kessler acme kerry staff sam order patient vials ');
  });
});
