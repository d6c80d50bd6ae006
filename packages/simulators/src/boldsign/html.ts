import { escapeHtml } from './wire';

const style = `
  body { margin: 0; font: 15px/1.45 system-ui, sans-serif; color: #1f2933; background: #f4f6f8; }
  main { box-sizing: border-box; max-width: 720px; height: 100vh; max-height: 600px; margin: 0 auto; padding: 20px 24px; overflow: auto; }
  .banner { margin: 0 0 12px; padding: 4px 8px; font-size: 12px; color: #7a4b00; background: #fff3cd; border-radius: 4px; }
  .sheet { padding: 16px 20px; background: #fff; border: 1px solid #d9dee3; border-radius: 6px; }
  h1 { margin: 0 0 8px; font-size: 20px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; }
  dt { color: #616e7c; }
  dd { margin: 0; }
  button { margin-top: 16px; padding: 10px 28px; font-size: 16px; color: #fff; background: #1f6feb; border: 0; border-radius: 4px; cursor: pointer; }
`;

export interface Field {
  label: string;
  value: string;
}

/** A page sized for the portal's 600px frame, marked as the simulator's so nobody mistakes it for BoldSign. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main><p class="banner">BoldSign simulator: local and test use only, nothing here is legally signed.</p>
<div class="sheet">${body}</div></main></body></html>`;
}

export const fields = (list: Field[]) => `<dl>${list.map((f) => `<dt>${escapeHtml(f.label)}</dt><dd>${escapeHtml(f.value)}</dd>`).join('')}</dl>`;

/** The form the page posts; `action` carries the link's token. */
export const actionForm = (action: string, intent: string, label: string) =>
  `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="intent" value="${intent}"><button type="submit">${escapeHtml(label)}</button></form>`;

/**
 * Tells the parent page what happened, as BoldSign's frames post `{action: 'onDocumentSigned'}` and
 * the like (the exact message shape is unconfirmed), then goes to the redirect URL, when given.
 */
export function finished(message: Record<string, string>, redirectUrl: string | undefined): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const link = redirectUrl ? `<p><a id="continue" href="${escapeHtml(redirectUrl)}" target="_self">Continue</a></p>` : '';
  const script = `<script>
  window.parent.postMessage(${json(message)}, '*');
  const redirectUrl = ${json(redirectUrl ?? null)};
  if (redirectUrl) window.location.replace(redirectUrl);
</script>`;
  return `${link}${script}`;
}
