import { Membership, ProductId } from '@portal/contracts';

export type CheckoutKind = 'processing-fee' | 'referral-fee' | 'product' | 'patient-vials';

/** What one checkout screen shows and where it sends the payment (commerce spec §2, §5, §9). */
export interface CheckoutScreen {
  kind: CheckoutKind;
  productId: number;
  /** POST path of the payment: the centers' call, or the tag-1 patient's own vials call. */
  endpoint: 'transactions/' | 'transactions/patient/';
  /** The optional new patient account created with the payment. */
  newPatient: boolean;
  /** The patient picker (the center's or referral center's patients). */
  patientPicker: boolean;
  /** Products 2 and 14: 'Please select a patient' blocks the payment without one. */
  patientRequired: boolean;
  /** The Referral Processing Fee's harvest center picker and Harvest Fee yes/no. */
  harvestFee: boolean;
  quantity: boolean;
  shippingDate: boolean;
  /** Shipping address and shipping fee; product 14 ships nothing. */
  shipping: boolean;
}

/** The products that need a patient (spec §9). */
export const PATIENT_PRODUCTS: readonly number[] = [ProductId.PatientVials, ProductId.PreOrderVials];

const base = {
  endpoint: 'transactions/',
  newPatient: false,
  patientPicker: false,
  patientRequired: false,
  harvestFee: false,
  quantity: false,
  shippingDate: false,
  shipping: true,
} as const;

/** The screen of a checkout; `productId` is the dynamic checkout's route id. */
export function checkoutScreen(kind: CheckoutKind, productId?: number): CheckoutScreen {
  switch (kind) {
    case 'processing-fee':
      return { ...base, kind, productId: ProductId.ProcessingFee, newPatient: true };
    case 'referral-fee':
      return { ...base, kind, productId: ProductId.ReferralProcessingFee, newPatient: true, harvestFee: true };
    case 'patient-vials':
      return { ...base, kind, productId: ProductId.PatientVials, endpoint: 'transactions/patient/', quantity: true, shippingDate: true };
    case 'product': {
      const id = productId ?? 0;
      const ships = id !== ProductId.PreOrderVials;
      return {
        ...base,
        kind,
        productId: id,
        patientPicker: true,
        patientRequired: PATIENT_PRODUCTS.includes(id),
        quantity: true,
        shippingDate: ships,
        shipping: ships,
      };
    }
  }
}

/** The dynamic checkout's route id as a product id: a canonical positive number, else undefined (the page goes to the dashboard). */
export function productRouteId(param: string | undefined): number | undefined {
  return param && /^[1-9]\d{0,5}$/.test(param) ? Number(param) : undefined;
}

/** Whose patients the picker offers: a harvest center its own, a referral center the ones it referred (spec §2). */
export function patientListPath(plan: number | undefined, centerId: number | undefined): string | undefined {
  if (centerId === undefined) return undefined;
  if (plan === Membership.HarvestCenter) return `harvest-centers/${centerId}/patients/`;
  if (plan === Membership.ReferralHarvestCenter) return `harvest-centers/referral/${centerId}/patients/`;
  return undefined;
}

/** Whether the payment must wait for a patient: products 2 and 14 with none chosen. */
export const missingPatient = (screen: Pick<CheckoutScreen, 'patientRequired'>, patientId: number | null | undefined) => screen.patientRequired && !patientId;
