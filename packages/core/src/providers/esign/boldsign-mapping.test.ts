import { describe, expect, it } from 'vitest';
import {
  apiRoot,
  documentFromProperties,
  errorFromResponse,
  isoFromBoldSignDate,
  providerMessage,
  rolesFor,
  signingStatusOf,
  templateStatusOf,
} from './boldsign-mapping';

describe('BoldSign mapping', () => {
  it('takes the base URL with or without /v1 and trailing slashes', () => {
    expect(apiRoot('https://api.boldsign.com')).toBe('https://api.boldsign.com');
    expect(apiRoot('https://api-eu.boldsign.com/v1/')).toBe('https://api-eu.boldsign.com');
    expect(apiRoot('http://127.0.0.1:8006/')).toBe('http://127.0.0.1:8006');
  });

  it("speaks of documents in the portal's words: only final states are not Pending", () => {
    expect(['InProgress', 'Draft', 'Scheduled', 'SomethingNew', undefined].map(signingStatusOf)).toEqual(Array(5).fill('Pending'));
    expect(['Completed', 'declined', 'Expired', 'Revoked'].map(signingStatusOf)).toEqual(['Completed', 'Declined', 'Expired', 'Revoked']);
    expect([templateStatusOf('Completed'), templateStatusOf('Draft'), templateStatusOf(undefined)]).toEqual(['Completed', 'Draft', 'Draft']);
  });

  it('reads document properties, dates in Unix seconds', () => {
    const doc = documentFromProperties({
      documentId: 'd1',
      messageTitle: 'Attestation',
      status: 'InProgress',
      signerDetails: [
        { signerName: 'Ann', signerEmail: 'ann@x.test', status: 'Completed' },
        { signerName: 'Bob', signerEmail: 'bob@x.test', status: 'NotCompleted' },
      ],
      createdDate: 1_700_000_000,
    });
    expect(doc).toEqual({
      documentId: 'd1',
      title: 'Attestation',
      status: 'Pending',
      signers: [
        { name: 'Ann', email: 'ann@x.test', status: 'Signed' },
        { name: 'Bob', email: 'bob@x.test', status: 'Pending' },
      ],
      createdAt: '2023-11-14T22:13:20.000Z',
      lastActivityAt: undefined,
    });
    expect(isoFromBoldSignDate(1_700_000_000_000)).toBe('2023-11-14T22:13:20.000Z');
    expect(isoFromBoldSignDate(0)).toBeUndefined();
  });

  it('fills template roles by position unless a signer names one', () => {
    expect(
      rolesFor([
        { name: 'A', email: 'a@x.test' },
        { name: 'B', email: 'b@x.test', role: 5 },
      ]),
    ).toEqual([
      { roleIndex: 1, signerName: 'A', signerEmail: 'a@x.test', signerType: 'Signer' },
      { roleIndex: 5, signerName: 'B', signerEmail: 'b@x.test', signerType: 'Signer' },
    ]);
  });

  it("finds BoldSign's message in each error shape", () => {
    expect(providerMessage('{"error":"Invalid Document ID"}')).toBe('Invalid Document ID');
    expect(providerMessage('{"message":"Rate limit"}')).toBe('Rate limit');
    expect(providerMessage('{"title":"One or more validation errors occurred.","errors":{"Roles[0].SignerEmail":["Invalid email."]}}')).toBe(
      'One or more validation errors occurred. Roles[0].SignerEmail: Invalid email.',
    );
    expect(providerMessage('<html>Bad gateway</html>')).toBe('<html>Bad gateway</html>');
    expect(providerMessage('')).toBeUndefined();
  });

  it('turns failures into errors with a code, the status and the message', () => {
    const cases: [number, string, string][] = [
      [403, '{"error":"Invalid Document ID"}', 'not_found'],
      [400, '{"error":"Invalid template ID"}', 'not_found'],
      [404, '', 'not_found'],
      [403, '{"error":"Forbidden"}', 'rejected'],
      [401, '', 'unauthorized'],
      [422, '{"error":"Roles[0].signerEmail is not valid"}', 'rejected'],
      [429, '', 'rate_limited'],
      [503, '', 'unavailable'],
    ];
    for (const [status, body, code] of cases) expect(errorFromResponse('GET /v1/x', status, body)).toMatchObject({ code, status });
    expect(errorFromResponse('GET /v1/document/properties', 403, '{"error":"Invalid Document ID"}').message).toBe(
      'BoldSign GET /v1/document/properties failed: 403 Invalid Document ID',
    );
  });
});
