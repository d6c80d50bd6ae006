/**
 * A loading indicator with its label for assistive technology. As a block it holds a page's place
 * while it loads; `inline` is one line that shows its label, for progress inside a form.
 */
export function Spinner({ label = 'Loading…', inline = false }: { label?: string; inline?: boolean }) {
  if (inline)
    return (
      <p className="spinner-inline" role="status">
        <span className="spinner spinner--small" aria-hidden="true" />
        {label}
      </p>
    );
  return (
    <div className="spinner-block" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
