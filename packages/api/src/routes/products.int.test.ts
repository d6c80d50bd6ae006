import { describe, expect, it } from 'vitest';
import { Audit } from '../../../core/src';
import { harness } from '../../../../scripts/test/harness';

const h = harness();

type Product = {
  id: number;
  name: string;
  price: number;
  shipping_fee: number;
  prices: { price: number; shipping_fee: number; product_id: number; domain_id: number }[];
};

const domainId = async (identifier: string) => (await h.domainCtx(identifier)).domain.domainId;
const product = async (id: number, token: string, domain = 'acme') => h.call('GET', `products/${id}/`, { domain, token });
const setPrice = async (token: string, body: Record<string, unknown>, domain = 'acme') =>
  h.call('POST', 'product-prices/update-create/', { domain, token, body });

describe('products and prices', () => {
  it("lists the domain's whole catalog for an admin, by id, with prices in dollars", async () => {
    const res = await h.call('GET', 'products/', { domain: 'acme', token: await h.demoToken('admin') });
    expect(res.status).toBe(200);
    const products = res.body as Product[];
    expect(products.map((p) => p.id)).toEqual([1, 2, 3, 8, 9, 10, 11, 12, 13, 14]);
    expect(products.find((p) => p.id === 3)).toMatchObject({ name: 'Harvesting Kit', price: 295, shipping_fee: 35 });
    expect(products.every((p) => Number.isFinite(p.price) && p.price > 0)).toBe(true);
  });

  it('lets an admin set a price that the checkout read then shows, audited, with the first price tier applied', async () => {
    const admin = await h.demoToken('admin');
    const acme = await domainId('acme');
    const saved = await setPrice(admin, { price: '72.5', shipping_fee: 18.25, product_id: 11, domain_id: acme });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ success: true, product: { id: 11, price: 72.5, shipping_fee: 18.25 } });

    const read = await product(11, await h.demoToken('hc'));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: 11, name: 'Shipping Supplies', price: 72.5, shipping_fee: 18.25 });
    expect(read.body.prices).toEqual([expect.objectContaining({ price: 72.5, shipping_fee: 18.25, product_id: 11, domain_id: acme })]);

    const again = await setPrice(admin, { price: 0, shipping_fee: '0', product_id: 11, domain_id: acme });
    expect(again.body.product).toMatchObject({ price: 0, shipping_fee: 0 });
    expect((await product(11, admin)).body.prices).toHaveLength(1);
    const audit = await Audit.recent(await h.domainCtx('acme'), 20);
    expect(audit.some((a) => a.action === 'product.price-updated' && a.target === 'product:11')).toBe(true);
  });

  it('refuses a price change from anyone but an admin, and changes nothing', async () => {
    const acme = await domainId('acme');
    const before = (await product(12, await h.demoToken('admin'))).body as Product;
    for (const role of ['hc', 'rhc', 'patient', 'rep', 'staff']) {
      const res = await setPrice(await h.demoToken(role), { price: 1, shipping_fee: 1, product_id: 12, domain_id: acme });
      expect(res.status, role).toBe(403);
    }
    expect((await product(12, await h.demoToken('admin'))).body).toEqual(before);
  });

  it("never shows or changes another domain's products", async () => {
    const [acme, beta] = [await domainId('acme'), await domainId('beta')];
    const betaAdmin = await h.demoToken('admin', 'beta');
    const betaBefore = (await product(9, betaAdmin, 'beta')).body as Product;
    const acmeAdmin = await h.demoToken('admin');
    // acme's admin names beta's domain: not found, and beta's price stays.
    expect((await setPrice(acmeAdmin, { price: 1, shipping_fee: 1, product_id: 9, domain_id: beta })).status).toBe(404);
    expect((await product(9, betaAdmin, 'beta')).body).toEqual(betaBefore);
    // A price set in acme is acme's alone.
    expect((await setPrice(acmeAdmin, { price: 999.99, shipping_fee: 45, product_id: 9, domain_id: acme })).status).toBe(200);
    expect((await product(9, acmeAdmin)).body.price).toBe(999.99);
    expect((await product(9, betaAdmin, 'beta')).body).toEqual(betaBefore);
    // acme's token does not work on beta at all.
    expect((await h.call('GET', 'products/9/', { domain: 'beta', token: acmeAdmin })).status).toBe(403);
  });

  it('shows each buyer the products it may buy, and nothing else', async () => {
    const ids = async (role: string) =>
      ((await h.call('GET', 'products/', { domain: 'acme', token: await h.demoToken(role) })).body as Product[]).map((p) => p.id);
    expect(await ids('hc')).toEqual([1, 2, 3, 8, 9, 10, 11, 12, 14]);
    expect(await ids('rhc')).toEqual([2, 12, 13, 14]);
    expect(await ids('patient')).toEqual([2]);
    const patient = await h.demoToken('patient');
    expect((await product(1, patient)).status).toBe(404);
    expect((await product(13, await h.demoToken('hc'))).status).toBe(404);
    expect((await product(3, await h.demoToken('rhc'))).status).toBe(404);
    // Staff buy as the center they act for.
    const staff = await h.demoToken('staff');
    expect((await h.call('GET', 'products/3/', { domain: 'acme', token: staff })).status).toBe(403);
    expect((await h.call('GET', 'products/3/', { domain: 'acme', token: staff, actingAs: 4 })).status).toBe(200);
    for (const role of ['lab', 'rep', 'manager', 'distributor'])
      expect((await h.call('GET', 'products/', { domain: 'acme', token: await h.demoToken(role) })).status, role).toBe(403);
  });

  it('refuses amounts that are missing, negative, too precise or no numbers, and products outside the catalog', async () => {
    const admin = await h.demoToken('admin');
    const acme = await domainId('acme');
    const before = (await product(10, admin)).body as Product;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ shipping_fee: 1, product_id: 10, domain_id: acme }, 400, 'price: Required'],
      [{ price: '', shipping_fee: 1, product_id: 10, domain_id: acme }, 400, 'price: Required'],
      [{ price: 5, shipping_fee: '', product_id: 10, domain_id: acme }, 400, 'shipping_fee: Required'],
      [{ price: -1, shipping_fee: 1, product_id: 10, domain_id: acme }, 400, 'price: The amount cannot be below 0'],
      [{ price: 19.999, shipping_fee: 1, product_id: 10, domain_id: acme }, 400, 'price: Enter at most two decimals (cents)'],
      [{ price: '1e3', shipping_fee: 1, product_id: 10, domain_id: acme }, 400, 'price: Enter an amount, e.g. 150 or 149.99'],
      [{ price: 5, shipping_fee: 1, product_id: 4, domain_id: acme }, 404, 'Product not found.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await setPrice(admin, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect((await product(10, admin)).body).toEqual(before);
    expect((await product(4, admin)).status).toBe(404);
  });
});
