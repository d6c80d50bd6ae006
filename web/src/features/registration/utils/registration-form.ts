import {
  emailAddress,
  isCenterPage,
  Membership,
  registrationPages,
  withAddress,
  type RegistrationForm,
  type RegistrationPage,
  type RegistrationRequest,
} from '@portal/contracts';

export const EMAIL_TAKEN = 'A user with this email already exists.';

export const emptyRegistration: RegistrationForm = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  address1: '',
  address2: '',
  city: '',
  state_desc: '',
  country_desc: '',
  zip_code: '',
  company: '',
  phone_number: '',
};

/** Which groups of fields a page shows: the sales pages show the address too, optional (spec §5). */
export const pageFields = (page: RegistrationPage) => ({
  clinic: isCenterPage(page),
  phone: page === 'hc-staff',
  address: withAddress(page) || page.startsWith('sales-'),
  addressRequired: withAddress(page),
  zipRequired: isCenterPage(page),
  zipHint: page.startsWith('sales-'),
});

/** The address as typed, once it reads as an e-mail (the existence check runs only then). */
export const typedEmail = (value: string) => {
  const parsed = emailAddress({ required: true }).safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/** The signing template type of a center page: 4 harvest centers, 5 referral centers. */
export const templateTypeOf = (page: RegistrationPage) => (page === 'referral-center' ? 5 : 4);

/** The page's payload: what was typed, blank optional fields left out, with the page's membership, its link (ids and invitation token) and signed documents. */
export function registrationPayload(
  page: RegistrationPage,
  values: RegistrationForm,
  links: { salesRepId?: number; hcId?: number; invite?: string; documents?: { doc_id: string; title: string }[] },
): RegistrationRequest {
  const typed = Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === 'string' && value.trim() !== '')) as RegistrationForm;
  const { membership } = registrationPages[page];
  return {
    ...typed,
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    password: values.password,
    subscription: membership,
    ...(links.salesRepId !== undefined && isCenterPage(page) ? { saless_rep_id: links.salesRepId } : {}),
    ...(links.hcId !== undefined && (page === 'referral-center' || membership === Membership.HcStaff) ? { hc_id: links.hcId } : {}),
    ...(links.invite && (isCenterPage(page) || membership === Membership.HcStaff) ? { invite: links.invite } : {}),
    ...(links.documents?.length ? { documents: links.documents, document_id: links.documents[0]!.doc_id } : {}),
  };
}
