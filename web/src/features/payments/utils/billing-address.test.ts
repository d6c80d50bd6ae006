import type { LocationView } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { hasBillingAddress } from './billing-address';

const location = (address1: string, city: string) => ({ id: 1, address1, city }) as LocationView;
const noAddress = { address1: '', city: '' };

describe('hasBillingAddress', () => {
  it('is the first saved location, when there is one', () => {
    expect(hasBillingAddress([location('1 Elm St', 'Boise')], noAddress)).toBe(true);
    expect(hasBillingAddress([location('1 Elm St', ' ')], { address1: '2 Oak St', city: 'Boise' })).toBe(false);
  });

  it("is the member's own address without a saved location", () => {
    expect(hasBillingAddress([], { address1: '2 Oak St', city: 'Boise' })).toBe(true);
    expect(hasBillingAddress([], noAddress)).toBe(false);
  });
});
