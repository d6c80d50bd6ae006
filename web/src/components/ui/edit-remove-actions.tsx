import { Button } from './button';

/** A manager's list's row actions: Edit, and Remove in the danger color. */
export function EditRemoveActions({ onEdit, onRemove }: { onEdit: () => void; onRemove: () => void }) {
  return (
    <div className="row-actions">
      <Button variant="secondary" className="button--small" onClick={onEdit}>
        Edit
      </Button>
      <Button variant="danger" className="button--small" onClick={onRemove}>
        Remove
      </Button>
    </div>
  );
}
