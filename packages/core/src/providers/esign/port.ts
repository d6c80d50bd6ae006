/** Where a signing document stands, in the portal's words (the spec shows Pending, then Completed). */
export type SigningStatus = 'Pending' | 'Completed' | 'Declined' | 'Expired' | 'Revoked';

/** A template is usable for signing once its fields are placed and saved ('Completed'). */
export type TemplateStatus = 'Draft' | 'Completed';

export interface Signer {
  name: string;
  email: string;
  /** The template's signer slot, 1-based; defaults to the signer's position in the list. */
  role?: number;
}

export interface SigningDocument {
  documentId: string;
  title: string;
  status: SigningStatus;
  signers: { name: string; email: string; status: 'Pending' | 'Signed' | 'Declined' }[];
  /** ISO date-times. */
  createdAt?: string;
  lastActivityAt?: string;
}

export interface SigningTemplate {
  templateId: string;
  title: string;
  description: string;
  documentMessage: string;
  status: TemplateStatus;
}

export interface NewTemplate {
  title: string;
  description: string;
  /** The message signers read with each document made from the template. */
  documentMessage: string;
  file: { name: string; contentType: string; bytes: Uint8Array };
  /** Names of the signer slots, in order; one 'Signer' when omitted. */
  signerRoles?: string[];
}

/**
 * Electronic signatures through a provider's embedded flows: the portal shows the provider's signing
 * and template-editing pages in a frame and learns the outcome by asking for the status.
 * Implementations raise EsignError, with `not_found` for an unknown document or template.
 */
export interface EsignProvider {
  /** Creates a document from a template for the signers, without provider e-mails; returns its id. */
  sendFromTemplate(input: {
    templateId: string;
    signers: Signer[];
    title?: string;
    message?: string;
    /** Kept with the document at the provider, e.g. the portal's own record ids. */
    metadata?: Record<string, string>;
  }): Promise<string>;
  /** A link to the signing page of one signer, for a frame; after signing the page goes to `redirectUrl`. */
  signLink(input: { documentId: string; signerEmail: string; redirectUrl?: string; validUntil?: Date }): Promise<string>;
  getDocument(documentId: string): Promise<SigningDocument>;
  /** The document's PDF: signed once the status is Completed. */
  downloadDocument(documentId: string): Promise<Uint8Array>;
  /** Uploads a document as a new template; returns its id. The provider may still be processing it for a moment. */
  createTemplate(input: NewTemplate): Promise<string>;
  /** A link to the template editor, for a frame; after saving the page goes to `redirectUrl`. */
  templateEditLink(input: { templateId: string; redirectUrl?: string }): Promise<string>;
  getTemplate(templateId: string): Promise<SigningTemplate>;
}

export type EsignErrorCode = 'not_found' | 'unauthorized' | 'rejected' | 'rate_limited' | 'unavailable' | 'not_configured';

export class EsignError extends Error {
  constructor(
    readonly code: EsignErrorCode,
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'EsignError';
  }
}
