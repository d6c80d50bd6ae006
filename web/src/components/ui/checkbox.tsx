import { useId, type ComponentProps } from 'react';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A checkbox with its label beside it; hint and error are tied to it as with `Input`. */
export function Checkbox({ label, error, hint, id, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={['field', 'field--checkbox', className].filter(Boolean).join(' ')}>
      <div className="checkbox-row">
        <input
          id={inputId}
          type="checkbox"
          className="checkbox-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          {...props}
        />
        <label className="checkbox-label" htmlFor={inputId}>
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
