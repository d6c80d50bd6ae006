import { describe, expect, it } from 'vitest';
import { editPriceTitle, filterProducts } from './product-table';

const products = [
  { id: 3, name: 'Harvesting Kit' },
  { id: 9, name: '5 Harvesting Kits' },
  { id: 8, name: 'Cannula' },
  { id: 10, name: '5 Cannulas' },
];

describe('the Product Manager filter', () => {
  it('keeps the products whose name holds the text in any case', () => {
    expect(filterProducts(products, 'kit').map((p) => p.id)).toEqual([3, 9]);
    expect(filterProducts(products, '  CANNULA ').map((p) => p.id)).toEqual([8, 10]);
    expect(filterProducts(products, 'banner')).toEqual([]);
  });

  it('finds a product by its id, and keeps all for blank text', () => {
    expect(filterProducts(products, '10').map((p) => p.id)).toEqual([10]);
    expect(filterProducts(products, ' ')).toHaveLength(4);
  });

  it('titles the edit dialog as the spec does', () => {
    expect(editPriceTitle({ name: 'Cannula' })).toBe('Edit Product Price(Cannula)');
  });
});
