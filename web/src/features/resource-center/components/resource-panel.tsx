import { useEffect, useId, useRef } from 'react';

interface ResourcePanelProps {
  id: string;
  email?: string;
  onClose: () => void;
}

export function ResourcePanel({ id, email, onClose }: ResourcePanelProps) {
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    panel.current?.focus();
  }, []);

  return (
    <section
      id={id}
      ref={panel}
      className="resource-panel"
      aria-labelledby={headingId}
      tabIndex={-1}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <header className="resource-panel-header">
        <h2 id={headingId}>Resource Center</h2>
        <button type="button" className="icon-button" aria-label="Close Resource Center" onClick={onClose}>
          ×
        </button>
      </header>
      <p className="resource-empty">
        This page doesn't have any suggested resources yet. Please email{' '}
        {email ? <a href={`mailto:${email}`}>{email}</a> : 'us'} in case of any questions.
      </p>
    </section>
  );
}
