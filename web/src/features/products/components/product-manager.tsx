import { PRODUCT_PAGE_SIZE, type ProductView } from '@portal/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { clampPage, pageCount, pageRows, pageText } from '../../../lib/paging';
import { formatMoney } from '../../../utils/format-money';
import { useProducts } from '../api/get-products';
import { filterProducts, PRODUCT_SEARCH_MAX_LENGTH } from '../utils/product-table';
import { EditProductPriceDialog } from './edit-product-price-dialog';

const column = createColumnHelper<ProductView>();

/**
 * The Product Manager (spec §2): the domain's products filtered by name and paged 10 at a time in
 * the browser (a catalog of about ten), each priced in the Edit Product Price dialog. A list that
 * fails to load shows as empty (spec §8).
 */
export function ProductManager() {
  const { data: products, isPending, isError } = useProducts();
  const loading = isPending && !isError;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ProductView | null>(null);

  const matching = useMemo(() => filterProducts(products ?? [], search), [products, search]);
  const current = clampPage(page, matching.length, PRODUCT_PAGE_SIZE);
  const last = pageCount(matching.length, PRODUCT_PAGE_SIZE);

  const columns = useMemo(
    () => [
      column.accessor('name', { header: 'Name' }),
      column.accessor('price', { header: 'Price', cell: ({ getValue }) => formatMoney(getValue()) }),
      column.accessor('shipping_fee', { header: 'Shipping', cell: ({ getValue }) => formatMoney(getValue()) }),
      column.display({
        id: 'edit',
        header: 'Edit',
        cell: ({ row }) => (
          <Button variant="secondary" className="button--small" aria-label={`Edit ${row.original.name}`} onClick={() => setEditing(row.original)}>
            Edit
          </Button>
        ),
      }),
    ],
    [],
  );

  return (
    <div className="role-list">
      <div className="filter-bar">
        <Input
          label="Search"
          type="search"
          placeholder="Product name"
          autoComplete="off"
          maxLength={PRODUCT_SEARCH_MAX_LENGTH}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <DataTable
        caption="Products"
        columns={columns}
        rows={loading ? undefined : pageRows(matching, current, PRODUCT_PAGE_SIZE)}
        loading={loading}
        loadingText="Loading products..."
        rowKey={(product) => product.id}
      />
      <Pagination
        text={loading ? null : pageText(current, matching.length, PRODUCT_PAGE_SIZE)}
        page={current}
        reachable={last}
        loading={loading}
        onPage={setPage}
      />
      <EditProductPriceDialog product={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
