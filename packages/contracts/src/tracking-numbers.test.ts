import { describe, expect, it } from 'vitest';
import { isTrackingNumber } from './tracking-numbers';

describe('isTrackingNumber', () => {
  it.each([
    ['FedEx Express, 12 digits', '986578788855'],
    ['FedEx Express, spaced as typed', '7905 3531 2317'],
    ['FedEx Ground, 15 digits', '041441760228964'],
    ['FedEx Ground, in groups', '5682 8361 0012 734'],
    ['FedEx SmartPost, 20 digits', '61299998820821171811'],
    ['FedEx, 20 digits in groups of four', '6129 9988 2000 0014 2345'],
    ['FedEx Ground 96, 22 digits', '9611020987654312345672'],
    ['USPS, 20 digits', '0307 1790 0005 2348 3741'],
    ['USPS IMpb, 22 digits', '9400 1112 0108 0805 4830 16'],
    ['USPS IMpb 9361…', '9361 2898 7870 0317 6337 95'],
    ['UPS', '1Z5R89390357567127'],
    ['UPS, lower case', '1z879e930346834440'],
  ])('knows %s: %j', (_what, value) => {
    expect(isTrackingNumber(value)).toBe(true);
  });

  it.each([
    ['a wrong FedEx Express check digit', '996578788855'],
    ['a wrong FedEx Ground check digit', '5682 8361 0012 732'],
    ['a wrong FedEx 96 check digit', '9600000000000000000001'],
    ['a wrong UPS check digit', '1Z5R89390357567128'],
    ['a UPS number of another prefix', '2Z5R89390357567127'],
    ['a card number (16 digits: no carrier length)', '4111111111111111'],
    ['an Amex number (15 digits, the Ground check fails)', '370000000000002'],
    ['a 22-digit number of no carrier', '4111111111111111123456'],
    ['text', 'tracking 986578788855'],
  ])('refuses %s: %j', (_what, value) => {
    expect(isTrackingNumber(value)).toBe(false);
  });
});
