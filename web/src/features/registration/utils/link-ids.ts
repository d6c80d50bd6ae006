/** An id of a link's query string: digits only, else none. */
const idOf = (value: string | null) => (value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : undefined);

/** The sales rep (`srid`) and harvest center (`hcid`) a sign-up link names (spec §2 query parameters). */
export const linkIds = (params: URLSearchParams) => ({ salesRepId: idOf(params.get('srid')), hcId: idOf(params.get('hcid')) });
