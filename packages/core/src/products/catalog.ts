import { ProductId } from '@portal/contracts';

/** A product of the catalog with its list price and shipping fee in integer cents. */
export interface CatalogProduct {
  productId: ProductId;
  name: string;
  description: string;
  priceCents: number;
  shippingCents: number;
}

/**
 * The spec's products, the same in every domain, with the list prices a new domain starts from.
 * A domain's admin sets its own price of each (the price that overrides the list price).
 */
export const catalog: readonly CatalogProduct[] = [
  {
    productId: ProductId.ProcessingFee,
    name: 'New Patient Processing Fee',
    description: 'Processing of a new patient’s tissue by the lab, from receipt to vials ready to store.',
    priceCents: 150_000,
    shippingCents: 0,
  },
  {
    productId: ProductId.PatientVials,
    name: 'Order Patient Vials',
    description: 'Vials of a patient’s processed cells, shipped frozen to the harvest center.',
    priceCents: 45_000,
    shippingCents: 7_500,
  },
  {
    productId: ProductId.HarvestingKit,
    name: 'Harvesting Kit',
    description: 'A sterile single-procedure kit for collecting adipose tissue.',
    priceCents: 29_500,
    shippingCents: 3_500,
  },
  {
    productId: ProductId.Cannula,
    name: 'Cannula',
    description: 'A single-use harvesting cannula.',
    priceCents: 8_500,
    shippingCents: 1_500,
  },
  {
    productId: ProductId.FiveKits,
    name: '5 Harvesting Kits',
    description: 'Five sterile harvesting kits at a pack price.',
    priceCents: 137_500,
    shippingCents: 6_000,
  },
  {
    productId: ProductId.FiveCannulas,
    name: '5 Cannulas',
    description: 'Five single-use harvesting cannulas at a pack price.',
    priceCents: 39_500,
    shippingCents: 2_500,
  },
  {
    productId: ProductId.ShippingSupplies,
    name: 'Shipping Supplies',
    description: 'An insulated shipper with cold packs and labels for sending tissue to the lab.',
    priceCents: 6_500,
    shippingCents: 2_000,
  },
  {
    productId: ProductId.PopUpBanner,
    name: 'Pop-Up Banner',
    description: 'A branded pop-up banner for the clinic’s waiting room.',
    priceCents: 18_000,
    shippingCents: 3_000,
  },
  {
    productId: ProductId.ReferralProcessingFee,
    name: 'Referral Processing Fee',
    description: 'Processing of a referred patient’s tissue, harvested at a partner harvest center.',
    priceCents: 150_000,
    shippingCents: 0,
  },
  {
    productId: ProductId.PreOrderVials,
    name: 'Pre-Order Vials',
    description: 'Vials reserved for a patient ahead of processing; nothing ships until they are ready.',
    priceCents: 40_000,
    shippingCents: 0,
  },
];
