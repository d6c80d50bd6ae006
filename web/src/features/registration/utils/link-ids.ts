/** An id of a link's query string: digits only, else none. */
const idOf = (value: string | null) => (value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : undefined);

/**
 * What a sign-up link names (spec §2 query parameters): the sales rep (`srid`), the harvest center
 * (`hcid`) and the invitation token the server issued for the link (`invite`).
 */
export const linkIds = (params: URLSearchParams) => ({
  salesRepId: idOf(params.get('srid')),
  hcId: idOf(params.get('hcid')),
  invite: params.get('invite') ?? undefined,
});
export type LinkIds = ReturnType<typeof linkIds>;
