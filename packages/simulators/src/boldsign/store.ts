import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { unixNow } from './wire';

export interface SimFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface SimRole {
  name: string;
  index: number;
  signerType: string;
  signerOrder: number;
}

export interface SimTemplate {
  templateId: string;
  title: string;
  description: string;
  documentTitle: string;
  documentMessage: string;
  roles: SimRole[];
  files: SimFile[];
  labels: string[];
  /**
   * A template made by template/create is ready at once (Completed); Draft belongs to templates
   * begun in BoldSign's embedded creator, which the portal does not use. The list reports both.
   */
  status: 'Draft' | 'Completed';
  createdDate: number;
  activityDate: number;
  readyAt: number;
}

export interface SimSigner {
  signerName: string;
  signerEmail: string;
  signerRole: string;
  roleIndex: number;
  order: number;
  status: 'NotCompleted' | 'Completed' | 'Declined';
  isViewed: boolean;
}

export interface SimDocument {
  documentId: string;
  templateId: string;
  messageTitle: string;
  documentDescription: string;
  status: 'InProgress' | 'Completed' | 'Declined';
  signers: SimSigner[];
  metaData: Record<string, string>;
  labels: string[];
  history: { action: string; name: string; email: string; timestamp: number }[];
  createdDate: number;
  activityDate: number;
  activityAction: string;
  /** The unsigned file, then the signed PDF once everyone signed. */
  file: SimFile;
  readyAt: number;
}

/** A sign or edit link: an unguessable token bound to one document signer or one template. */
export interface SimLink {
  kind: 'sign' | 'edit';
  id: string;
  signerEmail?: string;
  redirectUrl?: string;
  expiresAt: number;
}

/** The simulator's memory; the local stack keeps it in a file across restarts (see `save`). */
export class BoldSignStore {
  readonly documents = new Map<string, SimDocument>();
  readonly templates = new Map<string, SimTemplate>();
  readonly links = new Map<string, SimLink>();
  /**
   * How long a new document or template stays invisible, as BoldSign processes files in the
   * background and meanwhile answers "Invalid Document ID". 0 by default; tests raise it.
   */
  processingMs = 0;

  readyAt = () => Date.now() + this.processingMs;

  newId = () => randomUUID();

  document(id: string | undefined): SimDocument | undefined {
    const doc = id ? this.documents.get(id) : undefined;
    return doc && doc.readyAt <= Date.now() ? doc : undefined;
  }

  template(id: string | undefined): SimTemplate | undefined {
    const template = id ? this.templates.get(id) : undefined;
    return template && template.readyAt <= Date.now() ? template : undefined;
  }

  addLink(link: SimLink): string {
    const token = randomBytes(18).toString('base64url');
    this.links.set(token, link);
    return token;
  }

  /** Writes documents, templates and links to `file` (replacing it whole), so a restart keeps them. */
  save(file: string): void {
    const files = (list: SimFile[]) => list.map((f) => ({ ...f, bytes: Buffer.from(f.bytes).toString('base64') }));
    const state = {
      documents: [...this.documents.values()].map((d) => ({ ...d, file: files([d.file])[0] })),
      templates: [...this.templates.values()].map((t) => ({ ...t, files: files(t.files) })),
      links: [...this.links.entries()].filter(([, link]) => link.expiresAt > unixNow()),
    };
    writeFileSync(`${file}.tmp`, JSON.stringify(state));
    renameSync(`${file}.tmp`, file);
  }

  /** Reads what `save` wrote, when the file exists. */
  load(file: string): void {
    if (!existsSync(file)) return;
    type Stored = Omit<SimFile, 'bytes'> & { bytes: string };
    const state = JSON.parse(readFileSync(file, 'utf8')) as {
      documents: (Omit<SimDocument, 'file'> & { file: Stored })[];
      templates: (Omit<SimTemplate, 'files'> & { files: Stored[] })[];
      links: [string, SimLink][];
    };
    const bytes = (f: Stored): SimFile => ({ ...f, bytes: new Uint8Array(Buffer.from(f.bytes, 'base64')) });
    for (const d of state.documents) this.documents.set(d.documentId, { ...d, file: bytes(d.file) });
    for (const t of state.templates) this.templates.set(t.templateId, { ...t, files: t.files.map(bytes) });
    for (const [token, link] of state.links) this.links.set(token, link);
  }

  link(token: string | undefined, kind: SimLink['kind'], id: string | undefined): SimLink | undefined {
    const link = token ? this.links.get(token) : undefined;
    return link && link.kind === kind && link.id === id && link.expiresAt > unixNow() ? link : undefined;
  }
}
