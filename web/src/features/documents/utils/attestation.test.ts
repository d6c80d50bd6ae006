import type { HcAttestationView } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { canSignAttestation, hasAttestationRecord, hasSigningTemplateFeatures, signedAttestationFile } from './attestation';

const member = (ids: number[], template_id = '') => ({ membership: ids.map((id) => ({ id, name: String(id) })), template_id });

describe('canSignAttestation', () => {
  it('offers the attestation to harvest centers and HC staff without a template', () => {
    expect(canSignAttestation(member([4]))).toBe(true);
    expect(canSignAttestation(member([9]))).toBe(true);
    expect(canSignAttestation(member([9], '   '))).toBe(true);
  });

  it('not once a template exists, nor to other memberships', () => {
    expect(canSignAttestation(member([4], 'tpl-1'))).toBe(false);
    for (const id of [1, 2, 3, 5, 6, 7, 8]) expect(canSignAttestation(member([id]))).toBe(false);
    expect(hasSigningTemplateFeatures(member([5]))).toBe(false);
    expect(hasSigningTemplateFeatures(member([7, 4]))).toBe(true);
  });
});

describe('hasAttestationRecord', () => {
  it("is a harvest center's only: its staff have none to ask for", () => {
    expect(hasAttestationRecord(member([4]))).toBe(true);
    expect(hasAttestationRecord(member([9]))).toBe(false);
  });
});

describe('signedAttestationFile', () => {
  const view = (status: HcAttestationView['status'], file: string | null): HcAttestationView => ({
    success: true,
    status,
    document_id: 'd1',
    template_id: '',
    file,
  });

  it('is the PDF of a completed attestation', () => {
    expect(signedAttestationFile(view('Completed', 'media/d1.pdf'))).toBe('media/d1.pdf');
  });

  it('is none before it is completed and stored', () => {
    expect(signedAttestationFile(undefined)).toBeNull();
    expect(signedAttestationFile(view(null, null))).toBeNull();
    expect(signedAttestationFile(view('Pending', null))).toBeNull();
    expect(signedAttestationFile(view('Completed', null))).toBeNull();
  });
});
