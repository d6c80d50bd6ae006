import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { latestCutoff } from './settlement';
import { testGateway, type Answer } from './test-client';

const HOUR = 3_600_000;
const code = (answer: { messages: { message: { code: string }[] } }) => answer.messages.message[0]!.code;
const invoices = (answer: Answer) => ((answer.transactions ?? []) as { invoiceNumber: string }[]).map((t) => t.invoiceNumber);
const dir = mkdtempSync(join(tmpdir(), 'authorizenet-settlement-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A gateway at 2026-03-01 12:00 UTC (cutoff 23:00 UTC) with a saved Visa and a reason-code card. */
async function merchant(options: Parameters<typeof testGateway>[0] = {}) {
  const gateway = testGateway(options);
  const customerProfileId = await gateway.newCustomer();
  const visa = (await gateway.addCard(customerProfileId)).customerPaymentProfileId as string;
  const reasonCard = (await gateway.addCard(customerProfileId, { cardNumber: '4222222222222' })).customerPaymentProfileId as string;
  const sale = (paymentProfileId: string, amount: string, invoice: string) => gateway.charge(customerProfileId, paymentProfileId, amount, invoice);
  const unsettled = () => gateway.call('getUnsettledTransactionListRequest', {});
  const batches = (first: string, last: string) => gateway.call('getSettledBatchListRequest', { firstSettlementDate: first, lastSettlementDate: last });
  const inBatch = (batchId: string, paging = { limit: 1000, offset: 1 }) =>
    gateway.call('getTransactionListRequest', { batchId, sorting: { orderBy: 'submitTimeUTC', orderDescending: false }, paging });
  return { ...gateway, visa, reasonCard, sale, unsettled, batches, inBatch };
}

describe('Authorize.net simulator: settlement', () => {
  it('finds the latest daily cutoff at or before a time', () => {
    expect(new Date(latestCutoff(Date.parse('2026-03-01T22:59:59Z'), '23:00')).toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(new Date(latestCutoff(Date.parse('2026-03-01T23:00:00Z'), '23:00')).toISOString()).toBe('2026-03-01T23:00:00.000Z');
    expect(new Date(latestCutoff(Date.parse('2026-03-01T01:00:00Z'), '00:30')).toISOString()).toBe('2026-03-01T00:30:00.000Z');
  });

  it('moves captures and declines into a settled batch at the daily cutoff; a sale held for review stays unsettled', async () => {
    const { sale, visa, reasonCard, unsettled, batches, inBatch, call, advance } = await merchant();
    const paid = (await sale(visa, '25.00', 'INV-PAID')).transactionResponse.transId as string;
    await sale(reasonCard, '2.00', 'INV-DECLINED');
    await sale(reasonCard, '252.00', 'INV-HELD');
    expect(invoices(await unsettled())).toEqual(['INV-PAID', 'INV-DECLINED', 'INV-HELD']);

    advance(11 * HOUR + 1000); // past 23:00 UTC
    expect(invoices(await unsettled())).toEqual(['INV-HELD']);
    const list = await batches('2026-03-01T12:00:00Z', '2026-03-02T12:00:00Z');
    expect(list.batchList).toEqual([
      {
        batchId: expect.stringMatching(/^\d+$/),
        settlementTimeUTC: '2026-03-01T23:00:00Z',
        settlementTimeLocal: '2026-03-01T23:00:00',
        settlementState: 'settledSuccessfully',
        paymentMethod: 'creditCard',
        marketType: 'eCommerce',
        product: 'Card Not Present',
      },
    ]);
    const settled = await inBatch(list.batchList[0].batchId);
    expect(settled.totalNumInResultSet).toBe(2);
    expect(settled.transactions).toEqual([
      expect.objectContaining({ transId: paid, invoiceNumber: 'INV-PAID', transactionStatus: 'settledSuccessfully', settleAmount: 25 }),
      expect.objectContaining({ invoiceNumber: 'INV-DECLINED', transactionStatus: 'declined' }),
    ]);
    const details = await call('getTransactionDetailsRequest', { transId: paid });
    expect(details.transaction).toMatchObject({
      transactionStatus: 'settledSuccessfully',
      batch: { batchId: list.batchList[0].batchId, settlementTimeUTC: '2026-03-01T23:00:00Z' },
      order: { invoiceNumber: 'INV-PAID' },
    });

    // A day without transactions closes no batch; the next day's sale goes into its own.
    advance(24 * HOUR);
    await sale(visa, '30.00', 'INV-NEXT');
    advance(24 * HOUR);
    const later = await batches('2026-03-01T00:00:00Z', '2026-03-31T00:00:00Z');
    expect(later.batchList.map((b: { settlementTimeUTC: string }) => b.settlementTimeUTC)).toEqual(['2026-03-01T23:00:00Z', '2026-03-03T23:00:00Z']);
    expect(invoices(await inBatch(later.batchList[1].batchId))).toEqual(['INV-NEXT']);
  });

  it('lists batches of the last 24 hours by default, at most 31 days at a time, both dates or neither, with statistics on request', async () => {
    const { sale, visa, reasonCard, batches, call, advance } = await merchant();
    await sale(visa, '25.00', 'INV-1');
    await sale(reasonCard, '2.00', 'INV-2');
    advance(12 * HOUR);
    expect((await call('getSettledBatchListRequest', {})).batchList).toHaveLength(1);
    const withStatistics = await call('getSettledBatchListRequest', {
      includeStatistics: true,
      firstSettlementDate: '2026-03-01T00:00:00',
      lastSettlementDate: '2026-03-02T00:00:00',
    });
    expect(withStatistics.batchList[0].statistics).toEqual([
      { accountType: 'Visa', chargeAmount: 25, chargeCount: 1, refundAmount: 0, refundCount: 0, voidCount: 0, declineCount: 1, errorCount: 0 },
    ]);
    expect(code(await batches('2026-02-01T00:00:00Z', '2026-03-04T00:00:01Z'))).toBe('E00013');
    expect((await batches('2026-02-01T00:00:00Z', '2026-03-04T00:00:00Z')).batchList).toHaveLength(1);
    expect(code(await call('getSettledBatchListRequest', { firstSettlementDate: '2026-03-01T00:00:00Z' }))).toBe('E00013');
    expect(code(await batches('yesterday', '2026-03-04T00:00:00Z'))).toBe('E00003');
    expect(code(await batches('2026-03-05T00:00:00Z', '2026-03-06T00:00:00Z'))).toBe('I00004');
    // The XSD's order: includeStatistics first.
    expect(
      code(
        await call('getSettledBatchListRequest', {
          firstSettlementDate: '2026-03-01T00:00:00Z',
          lastSettlementDate: '2026-03-02T00:00:00Z',
          includeStatistics: true,
        }),
      ),
    ).toBe('E00003');
  });

  it('pages a batch, and answers no records for an unknown batch', async () => {
    const { sale, visa, batches, inBatch, advance } = await merchant();
    for (const invoice of ['INV-A', 'INV-B', 'INV-C']) {
      await sale(visa, '10.00', invoice);
      advance(1000);
    }
    advance(12 * HOUR);
    const [batch] = (await batches('2026-03-01T00:00:00Z', '2026-03-02T00:00:00Z')).batchList;
    expect(invoices(await inBatch(batch.batchId, { limit: 2, offset: 2 }))).toEqual(['INV-C']);
    expect(code(await inBatch(batch.batchId, { limit: 1001, offset: 1 }))).toBe('E00003');
    expect(code(await inBatch('1'))).toBe('I00004');
  });

  it('settles now, and moves its clock on, when a test asks', async () => {
    const { sim, sale, visa, unsettled, inBatch } = await merchant();
    await sale(visa, '25.00', 'INV-NOW');
    const settled = (await (await sim.app.request('/_sim/settle', { method: 'POST' })).json()) as {
      batches: { batchId: string; settlementTimeUTC: string; transactions: string[] }[];
    };
    expect(settled.batches).toEqual([{ batchId: expect.any(String), settlementTimeUTC: '2026-03-01T12:00:00.000Z', transactions: [expect.any(String)] }]);
    expect(invoices(await unsettled())).toEqual([]);
    expect(invoices(await inBatch(settled.batches[0]!.batchId))).toEqual(['INV-NOW']);
    expect(await (await sim.app.request('/_sim/settle', { method: 'POST' })).json()).toEqual({ batches: [] });

    await sale(visa, '26.00', 'INV-LATER');
    const moved = await sim.app.request('/_sim/clock', { method: 'POST', body: JSON.stringify({ advanceMs: 11 * HOUR }) });
    expect(await moved.json()).toEqual({
      now: '2026-03-01T23:00:00.000Z',
      batches: [expect.objectContaining({ settlementTimeUTC: '2026-03-01T23:00:00.000Z' })],
    });
    expect((await sim.app.request('/_sim/clock', { method: 'POST', body: JSON.stringify({ advanceMs: -1 }) })).status).toBe(400);
    // A reset of the faults leaves the clock and the batches.
    await sim.app.request('/_sim/reset', { method: 'POST' });
    expect(sim.settlement.now()).toBe(Date.parse('2026-03-01T23:00:00Z'));
    expect(sim.store.batches).toHaveLength(2);
  });

  it('keeps batches across a restart and settles what the cutoffs passed meanwhile', async () => {
    const dataFile = join(dir, 'authorizenet.json');
    const first = await merchant({ dataFile });
    await first.sale(first.visa, '25.00', 'INV-KEPT');
    await first.sim.app.request('/_sim/settle', { method: 'POST' });
    await first.sale(first.visa, '26.00', 'INV-WAITING');

    const second = testGateway({ dataFile, now: () => Date.parse('2026-03-03T12:00:00Z') });
    expect(invoices(await second.call('getUnsettledTransactionListRequest', {}))).toEqual([]);
    const list = await second.call('getSettledBatchListRequest', { firstSettlementDate: '2026-03-01T00:00:00Z', lastSettlementDate: '2026-03-03T12:00:00Z' });
    expect(list.batchList.map((b: { settlementTimeUTC: string }) => b.settlementTimeUTC)).toEqual(['2026-03-01T12:00:00Z', '2026-03-01T23:00:00Z']);
    expect(Number(second.sim.store.nextId('batch'))).toBeGreaterThan(Number(list.batchList[1].batchId));
  });
});

describe('Authorize.net simulator: refusals armed by a test', () => {
  it('refuses the matching calls with the gateway error code asked for, answered as the gateway answers', async () => {
    const { sim, post, parse, call } = testGateway();
    const armed = await sim.app.request('/_sim/refuse', {
      method: 'POST',
      body: JSON.stringify({ code: 'E00011', message: 'Access denied.', match: 'getSettledBatchListRequest' }),
    });
    expect(armed.status).toBe(200);
    expect(code(await call('getUnsettledTransactionListRequest', {}))).toBe('I00004');
    const res = await post({ getSettledBatchListRequest: { merchantAuthentication: { name: 'any', transactionKey: 'any' } } });
    expect(res.status).toBe(200);
    expect((await parse(res)).messages).toEqual({ resultCode: 'Error', message: [{ code: 'E00011', text: 'Access denied.' }] });
    expect(code(await call('getSettledBatchListRequest', {}))).toBe('I00004');
    expect((await sim.app.request('/_sim/refuse', { method: 'POST', body: '{}' })).status).toBe(400);
  });
});
