import { COUNTRIES } from '@app/contract';

/** A postal address as stored (any part may be missing). */
export interface PostalAddress {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
}

const clean = (v: string | null | undefined) => (v ?? '').trim();
const isDomestic = (country: string) => country === '' || country === 'US' || country === 'USA';

/**
 * The lines of an address as a US envelope writes them: "City, ST 12345" (a comma only between the city and
 * the state, never before the zip, none when a part is missing) and no country line for a domestic address.
 */
export function postalLines(a: PostalAddress): string[] {
  const country = clean(a.country).toUpperCase();
  const stateZip = [clean(a.state), clean(a.zip)].filter(Boolean).join(' ');
  const lines = [clean(a.line1), clean(a.line2), [clean(a.city), stateZip].filter(Boolean).join(', ')];
  if (!isDomestic(country)) lines.push(COUNTRIES.find((c) => c.code === country)?.name ?? country);
  return lines.filter(Boolean);
}
