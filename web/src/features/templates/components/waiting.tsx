import type { CSSProperties } from 'react';

/** A spinner sized to its place (a dialog, a card), announced by `label`. */
export function Waiting({ label, height }: { label: string; height?: number }) {
  const style: CSSProperties | undefined = height === undefined ? undefined : { minHeight: height };
  return (
    <div className="template-waiting" role="status" style={style}>
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
