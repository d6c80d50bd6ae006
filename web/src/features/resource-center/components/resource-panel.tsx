import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { useSectionResources } from '../api/get-resources';
import { EmptyResources, ResourceGroups } from './resource-groups';

interface ResourcePanelProps {
  id: string;
  email?: string;
  onClose: () => void;
}

/** The panel of resources suggested for the current page and the member's membership, or the empty text. */
export function ResourcePanel({ id, email, onClose }: ResourcePanelProps) {
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const { data: groups, isPending, isError } = useSectionResources(pathname);

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
      {isPending && !isError ? <Spinner /> : groups?.length ? <ResourceGroups groups={groups} /> : <EmptyResources email={email} />}
    </section>
  );
}
