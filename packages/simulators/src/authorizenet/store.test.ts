import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testGateway } from './test-client';

const dir = mkdtempSync(join(tmpdir(), 'authorizenet-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the Authorize.net simulator with a data file', () => {
  it('keeps profiles, cards and transactions across a restart, and goes on counting ids', async () => {
    const dataFile = join(dir, 'authorizenet.json');
    const first = testGateway({ dataFile });
    const customerProfileId = await first.newCustomer('d1m7');
    const paymentProfileId = (await first.addCard(customerProfileId)).customerPaymentProfileId as string;
    const paid = await first.charge(customerProfileId, paymentProfileId, '42.00', 'INV-KEPT');

    const second = testGateway({ dataFile });
    const profile = (await second.call('getCustomerProfileRequest', { merchantCustomerId: 'd1m7' })).profile;
    expect(profile).toMatchObject({ customerProfileId, paymentProfiles: [{ customerPaymentProfileId: paymentProfileId }] });
    const list = await second.call('getUnsettledTransactionListRequest', {});
    expect(list.transactions).toEqual([expect.objectContaining({ transId: paid.transactionResponse.transId, invoiceNumber: 'INV-KEPT', settleAmount: 42 })]);
    const next = await second.newCustomer('d1m8');
    expect(Number(next)).toBe(Number(customerProfileId) + 1);
    // The retry of a charge kept across the restart is still a duplicate inside its window.
    expect((await second.charge(customerProfileId, paymentProfileId, '42.00', 'INV-KEPT')).transactionResponse.errors).toEqual([
      { errorCode: '11', errorText: 'A duplicate transaction has been submitted.' },
    ]);
  });
});
