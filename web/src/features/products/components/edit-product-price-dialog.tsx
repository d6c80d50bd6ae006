import { zodResolver } from '@hookform/resolvers/zod';
import { ProductPriceFields, type ProductView } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useDomainConfig } from '../../../lib/domain-config';
import { useUpdateProductPrice } from '../api/update-product-price';
import { editPriceTitle, toPriceFormValues, type PriceFormValues } from '../utils/product-table';

interface EditProductPriceDialogProps {
  /** The product to price; the dialog is open while there is one. */
  product: ProductView | null;
  onClose: () => void;
}

/** 'Edit Product Price(name)' (spec §2): Price and Shipping, both required, and Update. */
export function EditProductPriceDialog({ product, onClose }: EditProductPriceDialogProps) {
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()} title={product ? editPriceTitle(product) : ''}>
      {product && <EditProductPriceForm key={product.id} product={product} onSaved={onClose} />}
    </Dialog>
  );
}

function EditProductPriceForm({ product, onSaved }: { product: ProductView; onSaved: () => void }) {
  const { register, handleSubmit, formState } = useForm<PriceFormValues, unknown, ProductPriceFields>({
    resolver: zodResolver(ProductPriceFields),
    defaultValues: toPriceFormValues(product),
  });
  const domainId = useDomainConfig().data?.domain.id;
  const update = useUpdateProductPrice();
  const { errors } = formState;

  const submit = handleSubmit((amounts) => {
    if (domainId === undefined) return;
    update.mutate(
      { ...amounts, product_id: product.id, domain_id: domainId },
      // A failed update is told in a browser alert (spec §8); the dialog stays for another try.
      { onSuccess: onSaved, onError: (error) => window.alert(errorMessage(error)) },
    );
  });

  return (
    <form className="form" onSubmit={submit} noValidate>
      <Input label="Price" inputMode="decimal" autoComplete="off" required error={errors.price?.message} {...register('price')} />
      <Input label="Shipping" inputMode="decimal" autoComplete="off" required error={errors.shipping_fee?.message} {...register('shipping_fee')} />
      <div className="dialog-actions">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" isLoading={update.isPending} disabled={domainId === undefined}>
          Update
        </Button>
      </div>
    </form>
  );
}
