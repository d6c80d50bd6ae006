import { Checkbox } from '../../../../components/ui/checkbox';
import { toggleId } from '../../utils/user-details-form';

interface IdCheckboxesSectionProps {
  title: string;
  items: readonly { id: number; name: string }[] | undefined;
  /** The ids ticked, in order. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/** Memberships or tags as one checkbox each; ticking one adds it at the end. */
export function IdCheckboxesSection({ title, items, value, onChange, error }: IdCheckboxesSectionProps) {
  return (
    <fieldset className="details-section" aria-invalid={error ? true : undefined}>
      <legend className="details-section-title">{title}</legend>
      <div className="checkbox-grid">
        {items?.map((item) => {
          const id = String(item.id);
          return <Checkbox key={id} label={item.name} checked={value.includes(id)} onChange={(event) => onChange(toggleId(value, id, event.target.checked))} />;
        })}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
