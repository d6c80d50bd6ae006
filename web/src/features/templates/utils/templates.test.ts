import { TEMPLATE_FAILED } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { templateApi } from '../api/paths';
import {
  addTemplateError,
  addTemplateTitle,
  asksDocumentKind,
  canEditTemplate,
  checkingStatusText,
  documentKindLabel,
  editFrame,
  TEMPLATE_SECTIONS,
} from './templates';

describe('the template sections', () => {
  it('are HC (4), RHC (5) and patient (2) documents, in this order', () => {
    expect(TEMPLATE_SECTIONS.map((section) => [section.type, section.heading])).toEqual([
      [4, 'Harvest Center Registration Docs'],
      [5, 'Referral Harvest Center Registration Docs'],
      [2, 'Patient Registration Docs'],
    ]);
  });

  it('name their dialogs', () => {
    expect(TEMPLATE_SECTIONS.map(addTemplateTitle)).toEqual(['Add New HC Template', 'Add New RHC Template', 'Add New Patient Template']);
    expect(TEMPLATE_SECTIONS.map(checkingStatusText)).toEqual([
      'checking HC files status...',
      'checking RHC files status...',
      'checking Patient files status...',
    ]);
  });

  it('ask only patient templates which document they are', () => {
    expect(TEMPLATE_SECTIONS.filter((section) => asksDocumentKind(section.type)).map((section) => section.type)).toEqual([2]);
  });
});

describe('templateApi', () => {
  it('names the domain and the type, or the template', () => {
    expect(templateApi.list(3, 2)).toBe('domain/file-signs/by-domain/3/type/2/');
    expect(templateApi.verifyStatus(3, 5)).toBe('domain/file-signs/status-by-domain/3/type/5/');
    expect(templateApi.update(12)).toBe('domain/file-signs/12/');
    expect(templateApi.editLink(12)).toBe('domain/file-signs/12/generate-edit-link/');
  });
});

describe('canEditTemplate', () => {
  it('is only for a completed template', () => {
    expect(canEditTemplate({ status: 'Completed' })).toBe(true);
    expect(canEditTemplate({ status: 'Draft' })).toBe(false);
    expect(canEditTemplate({ status: '' })).toBe(false);
  });
});

describe('documentKindLabel', () => {
  it("names a patient template's document, and a dash without one", () => {
    expect(documentKindLabel('processing')).toBe('Processing Agreement');
    expect(documentKindLabel(null)).toBe('—');
  });
});

describe('addTemplateError', () => {
  it("is the server's message, else the generic one", () => {
    expect(addTemplateError(new ApiError(400, 'The file must be a PDF.'))).toBe('The file must be a PDF.');
    expect(addTemplateError(new ApiError(0, 'Could not reach the server.', 'network'))).toBe(TEMPLATE_FAILED);
    expect(addTemplateError(new Error('boom'))).toBe(TEMPLATE_FAILED);
  });
});

describe('editFrame', () => {
  const answer = (editUrl: string, success = true, Message = 'Edit link generated.') => ({ success, link: { editUrl }, Message });

  it("frames the editor's web address", () => {
    expect(editFrame(answer('https://sign.example/template/edit?templateId=t1'))).toEqual({ url: 'https://sign.example/template/edit?templateId=t1' });
    expect(editFrame(answer('http://127.0.0.1:8006/template/edit/?token=x'))).toEqual({ url: 'http://127.0.0.1:8006/template/edit/?token=x' });
  });

  it('shows the message of an answer without a usable link', () => {
    expect(editFrame(answer('', false, 'Only a template with status Completed can be edited.'))).toEqual({
      message: 'Only a template with status Completed can be edited.',
    });
    expect(editFrame(answer('javascript:alert(1)'))).toEqual({ message: 'Edit link generated.' });
    expect(editFrame(answer('', false, ''))).toEqual({ message: TEMPLATE_FAILED });
    expect(editFrame(undefined)).toEqual({ message: TEMPLATE_FAILED });
  });
});
