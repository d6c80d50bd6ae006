import type { LocationFields, LocationView } from '@portal/contracts';

/** The postal lines of a location: street lines, then "City, State Postal Code", then the country; blanks left out. */
export function addressLines(location: Pick<LocationView, 'address1' | 'address2' | 'city' | 'state_desc' | 'zip_code' | 'country_desc'>): string[] {
  const region = [location.state_desc, location.zip_code]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const locality = [location.city.trim(), region].filter(Boolean).join(', ');
  return [location.address1, location.address2, locality, location.country_desc].map((line) => line.trim()).filter(Boolean);
}

export type LocationFormValues = Required<{ [K in keyof LocationFields]-?: K extends 'default' ? boolean : string }>;

/** The location dialog's starting values: blank to add, the location's own to edit. */
export function toLocationValues(location?: LocationView): LocationFormValues {
  return {
    location_name: location?.location_name ?? '',
    address1: location?.address1 ?? '',
    address2: location?.address2 ?? '',
    city: location?.city ?? '',
    state_desc: location?.state_desc ?? '',
    country_desc: location?.country_desc ?? '',
    zip_code: location?.zip_code ?? '',
    default: location?.default ?? false,
  };
}

/**
 * Whether 'Set as default' is fixed on: the member's first location becomes the default anyway, and
 * the default cannot be unset (there is always exactly one; another location is made default instead).
 */
export function isDefaultLocked(editing: LocationView | undefined, locationCount: number): boolean {
  return editing ? editing.default : locationCount === 0;
}
