import { Hono, type Context } from 'hono';
import { textPdf } from '../pdf';
import { actionForm, fields, finished, page } from './html';
import type { BoldSignStore, SimDocument, SimSigner } from './store';
import { escapeHtml, queryParam, unixNow } from './wire';

const invalidLink = (c: Context) =>
  c.html(page('Link not valid', '<h1>This link is not valid</h1><p>It has expired, or it was never issued by this simulator.</p>'), 404);

/** The signed copy: a real PDF naming who signed and when, so downloads can be opened and checked. */
function signedPdf(doc: SimDocument, at: number) {
  const when = new Date(at * 1000).toISOString();
  return textPdf([
    doc.messageTitle,
    '',
    doc.documentDescription,
    '',
    ...doc.signers.map((s) => `Signed by ${s.signerName} <${s.signerEmail}> (${s.signerRole}) on ${when}`),
    '',
    `Document ID ${doc.documentId}`,
    'Produced by the BoldSign simulator for local testing: not a legal signature.',
  ]);
}

/** Tells the account's webhook of a document event. */
type Notify = (eventType: string, doc: SimDocument) => void;

function sign(doc: SimDocument, signer: SimSigner, notify: Notify) {
  const now = unixNow();
  signer.status = 'Completed';
  doc.history.push({ action: 'Signed', name: signer.signerName, email: signer.signerEmail, timestamp: now });
  Object.assign(doc, { activityDate: now, activityAction: 'Signed' });
  if (doc.signers.every((s) => s.status === 'Completed')) {
    doc.status = 'Completed';
    doc.history.push({ action: 'Completed', name: '', email: '', timestamp: now });
    doc.file = { name: `${doc.messageTitle || 'document'}.pdf`, contentType: 'application/pdf', bytes: signedPdf(doc, now) };
  }
  notify('Signed', doc);
  if (doc.status === 'Completed') notify('Completed', doc);
}

function decline(doc: SimDocument, signer: SimSigner, notify: Notify) {
  const now = unixNow();
  signer.status = 'Declined';
  doc.status = 'Declined';
  doc.history.push({ action: 'Declined', name: signer.signerName, email: signer.signerEmail, timestamp: now });
  Object.assign(doc, { activityDate: now, activityAction: 'Declined' });
  notify('Declined', doc);
}

/** The embedded pages the portal frames: signing a document and editing a template; signings and declines are notified. */
export function pages(store: BoldSignStore, notify: Notify = () => {}) {
  const app = new Hono();

  const signContext = (c: Context) => {
    const documentId = queryParam(c, 'documentId');
    const link = store.link(queryParam(c, 'token'), 'sign', documentId);
    const doc = store.document(documentId);
    const signer = doc?.signers.find((s) => s.signerEmail === link?.signerEmail);
    return link && doc && signer ? { link, doc, signer } : undefined;
  };

  const signedPage = (c: Context, { link, doc, signer }: NonNullable<ReturnType<typeof signContext>>) => {
    const waiting = doc.status === 'Completed' ? '' : '<p>The other signers have not all signed yet.</p>';
    const body = `<h1>Signed</h1>${fields([
      { label: 'Document', value: doc.messageTitle },
      { label: 'Signer', value: signer.signerName },
    ])}${waiting}`;
    return c.html(page(`Signed: ${doc.messageTitle}`, body + finished({ action: 'onDocumentSigned', documentId: doc.documentId }, link.redirectUrl)));
  };

  app.get('/document/sign', (c) => {
    const ctx = signContext(c);
    if (!ctx) return invalidLink(c);
    const { doc, signer } = ctx;
    if (signer.status === 'Completed') return signedPage(c, ctx);
    if (signer.status === 'Declined' || doc.status === 'Declined') return declinedPage(c, ctx);
    if (!signer.isViewed) {
      signer.isViewed = true;
      doc.history.push({ action: 'Viewed', name: signer.signerName, email: signer.signerEmail, timestamp: unixNow() });
    }
    const info = fields([
      { label: 'Signer', value: `${signer.signerName} <${signer.signerEmail}>` },
      { label: 'Role', value: signer.signerRole },
      { label: 'Document', value: doc.file.name },
    ]);
    const action = new URL(c.req.url);
    const declineLink = `<p><a id="decline" href="${escapeHtml(`/document/decline${action.search}`)}">Decline to sign</a></p>`;
    const body = `<h1>${escapeHtml(doc.messageTitle)}</h1><p>${escapeHtml(doc.documentDescription)}</p>${info}${actionForm(action.pathname + action.search, 'sign', 'Sign')}${declineLink}`;
    return c.html(page(`Sign: ${doc.messageTitle}`, body));
  });

  const declinedPage = (c: Context, { link, doc, signer }: NonNullable<ReturnType<typeof signContext>>) => {
    const body = `<h1>Declined</h1>${fields([
      { label: 'Document', value: doc.messageTitle },
      { label: 'Signer', value: signer.signerName },
    ])}`;
    return c.html(page(`Declined: ${doc.messageTitle}`, body + finished({ action: 'onDocumentDeclined', documentId: doc.documentId }, link.redirectUrl)));
  };

  // Declining, as BoldSign's signing page offers it: asked once more, then final for the document.
  app.get('/document/decline', (c) => {
    const ctx = signContext(c);
    if (!ctx) return invalidLink(c);
    if (ctx.signer.status === 'Completed') return signedPage(c, ctx);
    if (ctx.doc.status === 'Declined') return declinedPage(c, ctx);
    const action = new URL(c.req.url);
    const body = `<h1>Decline ${escapeHtml(ctx.doc.messageTitle)}?</h1><p>The document cannot be signed once declined.</p>${actionForm(action.pathname + action.search, 'decline', 'Decline')}`;
    return c.html(page(`Decline: ${ctx.doc.messageTitle}`, body));
  });

  app.post('/document/decline', (c) => {
    const ctx = signContext(c);
    if (!ctx) return invalidLink(c);
    if (ctx.signer.status === 'Completed') return signedPage(c, ctx);
    if (ctx.doc.status !== 'Declined') decline(ctx.doc, ctx.signer, notify);
    return declinedPage(c, ctx);
  });

  app.post('/document/sign', (c) => {
    const ctx = signContext(c);
    if (!ctx) return invalidLink(c);
    if (ctx.doc.status === 'Declined') return declinedPage(c, ctx);
    if (ctx.signer.status !== 'Completed') sign(ctx.doc, ctx.signer, notify);
    return signedPage(c, ctx);
  });

  const editContext = (c: Context) => {
    const templateId = queryParam(c, 'templateId');
    const link = store.link(queryParam(c, 'token'), 'edit', templateId);
    const template = store.template(templateId);
    return link && template ? { link, template } : undefined;
  };

  app.get('/template/edit', (c) => {
    const ctx = editContext(c);
    if (!ctx) return invalidLink(c);
    const { template } = ctx;
    const info = fields([
      { label: 'Title', value: template.title },
      { label: 'Description', value: template.description },
      { label: 'Message', value: template.documentMessage },
      { label: 'Files', value: template.files.map((f) => f.name).join(', ') },
      { label: 'Roles', value: template.roles.map((r) => r.name).join(', ') || 'none' },
      { label: 'Status', value: template.status },
    ]);
    const action = new URL(c.req.url);
    return c.html(page(`Edit template: ${template.title}`, `<h1>Edit template</h1>${info}${actionForm(action.pathname + action.search, 'save', 'Save')}`));
  });

  app.post('/template/edit', (c) => {
    const ctx = editContext(c);
    if (!ctx) return invalidLink(c);
    const { template, link } = ctx;
    Object.assign(template, { status: 'Completed', activityDate: unixNow() });
    const body = `<h1>Template saved</h1>${fields([{ label: 'Title', value: template.title }])}`;
    return c.html(page(`Saved: ${template.title}`, body + finished({ action: 'onTemplateEdited', templateId: template.templateId }, link.redirectUrl)));
  });

  return app;
}
