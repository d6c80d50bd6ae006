import type { ComponentProps } from 'react';
import { FieldMessages, useFieldIds } from './field';

type InputProps = ComponentProps<'input'> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled input; its error is announced and tied to the field. */
export function Input({ label, error, hint, id, className, ...props }: InputProps) {
  const { fieldId, hintId, errorId, controlProps } = useFieldIds(id, hint, error);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={fieldId}>
        {label}
      </label>
      <input id={fieldId} className="field-input" {...controlProps} {...props} />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
