import { useId, useState } from 'react';
import { ResourcePanel } from './resource-panel';

/** The floating Resource Center button and its panel of suggested resources for the current page. */
export function ResourceCenter({ email }: { email?: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();

  return (
    <div className="resource-center">
      {open && <ResourcePanel id={panelId} email={email} onClose={() => setOpen(false)} />}
      <button type="button" className="resource-fab" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
        <span className="resource-fab-icon" aria-hidden="true">
          ?
        </span>
        <span className="resource-fab-label">Resource Center</span>
      </button>
    </div>
  );
}
