import { COMPANY_REQUIRED, companyMemberships, ProfileUpdate, type MemberView } from '@portal/contracts';

/** Which optional fields the Contact Details form shows and sends. */
export interface ProfileFields {
  /** Harvest centers (4) and HC staff (9) keep a company, and must give one. */
  company: boolean;
  /** The signing template id: only an admin acting as the member sees and edits it. */
  templateId: boolean;
}

export function profileFields(member: Pick<MemberView, 'membership'>, adminActing: boolean): ProfileFields {
  return {
    company: member.membership.some((m) => companyMemberships.includes(m.id)),
    templateId: adminActing,
  };
}

/**
 * The shared ProfileUpdate schema plus the company rule of spec §5. The rule runs even when other
 * fields are wrong, so every problem shows at once.
 */
export function profileFormSchema(companyRequired: boolean) {
  return ProfileUpdate.refine((values) => !companyRequired || Boolean(values.company?.trim()), {
    message: COMPANY_REQUIRED,
    path: ['company'],
    when: ({ value }) => typeof value === 'object' && value !== null,
  });
}

export type ProfileFormValues = Required<{ [K in keyof ProfileUpdate]: string }>;

/** The form's starting values: the member as stored, every field a string. */
export function toProfileValues(member: MemberView): ProfileFormValues {
  return {
    first_name: member.first_name,
    last_name: member.last_name,
    phone_number: member.phone_number,
    email: member.email,
    company: member.company,
    address1: member.address1,
    address2: member.address2,
    city: member.city,
    state_desc: member.state_desc,
    country_desc: member.country_desc,
    zip_code: member.zip_code,
    template_id: member.template_id,
  };
}

/** The PATCH body: the company only where the form shows it, the template id only for an admin acting as the member. */
export function toProfileUpdate(values: ProfileUpdate, fields: ProfileFields): ProfileUpdate {
  const { company, template_id, ...rest } = values;
  return {
    ...rest,
    ...(fields.company ? { company: company ?? '' } : {}),
    ...(fields.templateId ? { template_id: template_id ?? '' } : {}),
  };
}
