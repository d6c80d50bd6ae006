import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import './zod-config';
import { cardDataFields } from './card-numbers';
import { SANDBOX_CARDS, writtenAs } from './card-numbers-fixture';
import { CheckoutRequest } from './checkout';
import { FedexLabelFields } from './labels';
import { LocationFields } from './locations';
import { ContactMessage, ProfileUpdate } from './profile';
import { NewVialEntry } from './vials';

/** The fields members typed these values into, each with the schema its route reads it by. */
const FIELDS: Record<string, [field: string, schema: z.ZodType]> = {
  'vial tracking id': ['tracking_id', NewVialEntry.shape.tracking_id],
  'vial note': ['note', NewVialEntry.shape.note],
  'label tracking number': ['tracking_number', FedexLabelFields.shape.tracking_number],
  'label tracking link': ['tracking_link', FedexLabelFields.shape.tracking_link],
  'location name': ['location_name', LocationFields.shape.location_name],
  'location address': ['address1', LocationFields.shape.address1],
  'location address line 2': ['address2', LocationFields.shape.address2],
  'contact message': ['message', ContactMessage.shape.message],
  'contact e-mail': ['email', ContactMessage.shape.email],
  'order description': ['order_description', CheckoutRequest.shape.order_description],
  'checkout e-mail': ['email', CheckoutRequest.shape.email],
};

/** Legitimate values the card filter refused before it knew the networks' ranges, the printed chains and the addresses. */
const LEGITIMATE: [kind: keyof typeof FIELDS, value: string][] = [
  ['vial tracking id', '612904123456785'],
  ['vial tracking id', '6129 9988 2000 0014 2345'],
  ['vial tracking id', '9611 0209 8765 4312 3456 72'],
  ['vial tracking id', '9400 1112 0108 0805 4830 16'],
  ['vial tracking id', '1Z5R89390357567127'],
  ['vial tracking id', '986578788855'],
  ['vial tracking id', 'FedEx 7946 1234 5678'],
  ['vial note', 'Shipped today, tracking 612904123456785, 2 boxes'],
  ['vial note', 'Label label-20261128033002.pdf printed'],
  ['vial note', 'Dry ice batch 20261128033002\nSecond box: 6129 9988 2000 0014 2345'],
  ['vial note', 'Invoice INV-4012888818888 paid by the clinic'],
  ['vial note', 'Call +1-512-555-0199 x1234 before 2026-11-28 10:30'],
  ['vial note', 'Questions: shipping+20261128033002@clinic.test'],
  ['label tracking number', '612904123456785'],
  ['label tracking number', '7946 1234 5678'],
  ['label tracking number', '6129 9988 2000 0014 2345'],
  ['label tracking number', '9611 0209 8765 4312 3456 72'],
  ['label tracking number', '0414 4176 0228 964'],
  ['label tracking number', '1Z5R89390357567127'],
  ['label tracking link', 'https://www.fedex.com/fedextrack/?trknbr=612904123456785'],
  ['label tracking link', 'https://www.fedex.com/fedextrack/?trknbr=61299988200000142345'],
  ['label tracking link', 'https://files.clinic.test/labels/label-20261128033002.pdf'],
  ['label tracking link', 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111201080805483016'],
  ['label tracking link', 'https://www.ups.com/track?tracknum=1Z5R89390357567127'],
  ['location name', 'Dock 20261128033002'],
  ['location name', 'Warehouse INV-4012888818888'],
  ['location name', 'Clinic 612904123456785'],
  ['location name', 'Building 6129 9988 2000 0014 2345'],
  ['location name', 'Lab 3 (ext. 1234)'],
  ['location address', '1200 Congress Ave, received 20261128033002'],
  ['location address', '12 Harbor Road, dock 612904123456785'],
  ['location address', 'Suite 4012, bay 6129 9988 2000 0014 2345'],
  ['location address', '12 Harbor Road (label-20261128033002.pdf)'],
  ['location address line 2', 'Attn: shipping+20261128033002@clinic.test'],
  ['location address line 2', 'Ref INV-4012888818888'],
  ['location address line 2', 'Dock 612904123456785'],
  ['location address line 2', 'Floor 2, bay 20261128033002'],
  ['contact message', 'Shipped today, tracking 612904123456785, 2 boxes'],
  ['contact message', 'Where is 6129 9988 2000 0014 2345?'],
  ['contact message', 'My label https://files.clinic.test/labels/label-20261128033002.pdf is blank'],
  ['contact message', 'Please write to shipping+20261128033002@clinic.test or call +1-512-555-0199 ext. 1234'],
  ['contact message', 'Invoice INV-4012888818888 was charged twice'],
  ['contact message', 'Order of 2026-11-28 03:30:02 (20261128033002), UPS 1Z5R89390357567127'],
  ['contact e-mail', 'shipping+20261128033002@clinic.test'],
  ['contact e-mail', 'tracking-612904123456785@clinic.test'],
  ['contact e-mail', 'invoice.4012888818888@clinic.test'],
  ['order description', 'PO 20261128033002'],
  ['order description', 'Invoice INV-4012888818888'],
  ['order description', 'Reorder of 612904123456785'],
  ['order description', 'Ship with FedEx 9611 0209 8765 4312 3456 72'],
  ['order description', 'Batch label-20261128033002'],
  ['order description', 'USPS 9400 1112 0108 0805 4830 16'],
  ['checkout e-mail', 'shipping+20261128033002@clinic.test'],
  ['checkout e-mail', 'ap-4012888818888@clinic.test'],
  ['checkout e-mail', 'billing.612904123456785@clinic.test'],
  ['checkout e-mail', '20261128033002@invoices.clinic.test'],
  ['checkout e-mail', 'orders+6129998820000014@clinic.test'],
];

describe('the legitimate values the card filter once refused', () => {
  it('cover every field kind, several rows each', () => {
    expect(new Set(LEGITIMATE.map(([kind]) => kind))).toEqual(new Set(Object.keys(FIELDS)));
    expect(LEGITIMATE.length).toBeGreaterThanOrEqual(54);
  });

  it.each(LEGITIMATE)('pass in the %s: %j', (kind, value) => {
    const [field, schema] = FIELDS[kind]!;
    expect(cardDataFields({ [field]: value })).toEqual([]);
    expect(schema.safeParse(value).success).toBe(true);
  });
});

describe('card numbers in the same fields', () => {
  const cases = Object.keys(FIELDS).flatMap((kind) => SANDBOX_CARDS.map((card) => [kind, card] as const));

  it.each(cases)('are refused in the %s: %s, however written', (kind, card) => {
    const [field] = FIELDS[kind]!;
    for (const text of writtenAs(card)) expect(cardDataFields({ [field]: text }), text).toEqual([field]);
  });
});

describe('a phone number with an extension', () => {
  it.each(['+1-512-555-0199 x1234', '+1-512-555-0199 ext. 1234', '+1-512-555-0199 ext 1234', '+1-512-555-0199;ext=1234'])(
    'is a profile phone number: %j',
    (phone) => {
      expect(cardDataFields({ phone_number: phone })).toEqual([]);
      expect(ProfileUpdate.shape.phone_number.safeParse(phone).success).toBe(true);
    },
  );
});
