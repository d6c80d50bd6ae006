/**
 * Carriers' tracking numbers, told by their own check digits. Labels print them in groups, so the
 * spaces are not part of the number.
 */

/** GS1's mod-10 check (SSCC, USPS IMpb, FedEx Ground): weights 3 and 1 from the right of the digits before the check digit. */
function passesGs1(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(digits[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}

/** FedEx Express, 12 digits: the first 11 weighted 3, 1, 7 in turn, modulo 11 then 10. */
function passesFedExExpress(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(digits[i]) * [3, 1, 7][i % 3]!;
  return (sum % 11) % 10 === Number(digits[11]);
}

/** UPS, 1Z and 16 letters or digits: letters count as (code - 3) mod 10, every second one doubled. */
function passesUps(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = number[2 + i]!;
    const value = /\d/.test(c) ? Number(c) : (c.charCodeAt(0) - 3) % 10;
    sum += i % 2 === 1 ? value * 2 : value;
  }
  return (10 - (sum % 10)) % 10 === Number(number[17]);
}

/** The number as carriers check it: spaces removed, letters upper-cased. */
export const trackingDigits = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/**
 * Whether `value` is a FedEx, UPS or USPS tracking number whose check digit is right: FedEx Express
 * (12 digits), FedEx Ground (15), FedEx SmartPost and USPS (20), FedEx Ground "96…" and USPS
 * IMpb "91…" to "95…" (22), UPS "1Z…" (18 characters). Spaces anywhere are ignored.
 */
export function isTrackingNumber(value: string): boolean {
  const number = trackingDigits(value);
  if (/^1Z[0-9A-Z]{16}$/.test(number)) return /\d$/.test(number) && passesUps(number);
  if (!/^\d+$/.test(number)) return false;
  switch (number.length) {
    case 12:
      return passesFedExExpress(number);
    case 15:
      return passesGs1(number);
    case 20:
      // SmartPost's check covers the number with its "92" application identifier; USPS's the number alone.
      return passesGs1(`92${number}`) || passesGs1(number);
    case 22:
      return number.startsWith('96') ? passesGs1(number.slice(7)) : /^9[1-5]/.test(number) && passesGs1(number);
    default:
      return false;
  }
}
