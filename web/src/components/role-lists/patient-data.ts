import type { MemberRow } from '@portal/contracts';

const yesNo = (value: 1 | 2 | null) => (value === 1 ? 'Yes' : value === 2 ? 'No' : '');
const date = (value: string | null) => value ?? '';

/** The read-only patient form's fields (spec §2 Show Patient Data, §3 patient process fields), label and value. */
export function patientData(patient: MemberRow): [string, string][] {
  return [
    ['Patient ID', String(patient.id)],
    ['Name', patient.username],
    ['Email', patient.email],
    ['Phone number', patient.phone_number],
    ['Harvest Center', patient.hc_desc?.company ?? ''],
    ['Referral Harvest Center', patient.referral_hc_desc?.company ?? ''],
    ['Sales Rep', patient.sales_rep_desc?.username ?? ''],
    ['Address', [patient.address1, patient.address2, patient.city, patient.state_desc, patient.zip_code, patient.country_desc].filter(Boolean).join(', ')],
    ['Date adipose shipped to lab', date(patient.date_adipose_shipped_to_lab)],
    ['Date adipose received by lab', date(patient.date_adipose_received_by_lab)],
    ['Estimated date vials ready to ship', date(patient.estimated_date_vials_ready_to_ship)],
    ['Date vials ready to ship', date(patient.date_vials_ready_to_ship)],
    ['Number of times QC done', String(patient.number_times_qc_done)],
    ['Stem cell plating initiated', date(patient.stemcell_plating_initiated_date)],
    ['Stem cell plating successful', yesNo(patient.stemcell_plating_successful)],
    ['HLA typing test', yesNo(patient.hla_typing_test)],
    ['Vials in preparation', String(patient.vials_preparation)],
    ['Vials ready to ship', String(patient.vials_ready_ship)],
    ['Vials available', String(patient.vials_available)],
    ['Vials shipped', String(patient.vials_shipped)],
  ];
}
