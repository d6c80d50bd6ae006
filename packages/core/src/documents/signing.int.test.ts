import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';
import { settled } from '../../../../scripts/test/projections';
import { allEntries } from '../db/paging';
import * as Signing from './signing';

const h = harness();

describe('searching documents lists', () => {
  it('finds documents by any part of the signer (and, domain-wide, the center), with exact totals, and forgets deleted ones', async () => {
    const ctx = await h.domainCtx();
    const center = await h.newMember([4]);
    // Letters no id's hex and few words hold, so its first trigram's postings are this test's alone.
    const tag = Array.from({ length: 6 }, () => 'jkqvwxz'[Math.floor(Math.random() * 7)]).join('');
    const keep = (signerName: string, hcCompany: string) =>
      Signing.keepSigned(ctx, {
        documentId: `doc-${randomUUID()}`,
        title: 'Processing Consent',
        kind: 'processing',
        audience: 'patient',
        signerName,
        signerEmail: `${signerName.split(' ')[0]!.toLowerCase()}-${tag}@acme.test`,
        hcId: center.memberId,
        hcCompany,
      });
    const [olivia] = [
      await keep('Olivia Quartz', `Harbor ${tag} Clinic`),
      await keep('Oliver Quartz', `Harbor ${tag} Clinic`),
      await keep('Ava Stone', `Harbor ${tag} Clinic`),
    ];
    await settled();
    const center_ = { index: 'byCenter', hcId: center.memberId } as const;
    const domain = { index: 'byDomain' } as const;

    const names = (page: Signing.SigningPage) => page.items.map((d) => d.signerName).sort();
    expect(names(await Signing.page(ctx, center_, 'patient', 'oliv', null, 10))).toEqual(['Oliver Quartz', 'Olivia Quartz']);
    expect((await Signing.page(ctx, center_, 'patient', 'quartz olivia', null, 10)).count).toBe(1);
    expect((await Signing.page(ctx, center_, 'patient', 'uartz', null, 10)).count).toBe(2);
    expect((await Signing.page(ctx, center_, 'patient', 'ia qu', null, 10)).count).toBe(1);
    // The center's own company matches every row of its list, so only the domain-wide list searches it.
    expect((await Signing.page(ctx, center_, 'patient', `harbor ${tag}`, null, 10)).count).toBe(0);
    expect((await Signing.page(ctx, domain, 'patient', `harbor ${tag}`, null, 10)).count).toBe(3);

    // Pages of a search: two of one and one of the next, then no further cursor.
    const first = await Signing.page(ctx, domain, 'patient', tag, null, 2);
    const second = await Signing.page(ctx, domain, 'patient', tag, first.cursor, 2);
    expect([first.count, first.items.length, second.items.length, second.cursor]).toEqual([3, 2, 1, null]);

    await Signing.remove(ctx, olivia);
    await settled();
    expect(names(await Signing.page(ctx, center_, 'patient', 'oliv', null, 10))).toEqual(['Oliver Quartz']);
    expect((await Signing.page(ctx, domain, 'patient', `harbor ${tag}`, null, 10)).count).toBe(2);
    const gram = tag.slice(0, 3);
    expect(await allEntries(ctx.db, ctx.domain.domainId, Signing.postingsList('docs:d:patient', gram))).toHaveLength(2);

    // A term of more than three characters inside a word.
    const mila = await keep(`Mila X${tag}ite`, `Harbor ${tag} Clinic`);
    await settled();
    const long = await Signing.page(ctx, domain, 'patient', `${tag}it`, null, 10);
    expect({ names: names(long), count: long.count }).toEqual({ names: [`Mila X${tag}ite`], count: 1 });
    await Signing.remove(ctx, mila);
    await settled();
    expect((await Signing.page(ctx, domain, 'patient', `${tag}it`, null, 10)).count).toBe(0);
  });
});
