import type { ComponentProps } from 'react';
import { FieldMessages, useFieldIds } from './field';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A checkbox with its label beside it; hint and error are tied to it as with `Input`. */
export function Checkbox({ label, error, hint, id, className, ...props }: CheckboxProps) {
  const { fieldId, hintId, errorId, controlProps } = useFieldIds(id, hint, error);
  return (
    <div className={['field', 'field--checkbox', className].filter(Boolean).join(' ')}>
      <div className="checkbox-row">
        <input id={fieldId} type="checkbox" className="checkbox-input" {...controlProps} {...props} />
        <label className="checkbox-label" htmlFor={fieldId}>
          {label}
        </label>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
