import { ProductManager } from '../../../features/products/components/product-manager';

/** Product Manager (admins): the domain's product prices. */
export default function ProductManagerRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Product Manager</h1>
      </div>
      <div className="card">
        <ProductManager />
      </div>
    </>
  );
}
