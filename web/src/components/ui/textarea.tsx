import type { ComponentProps } from 'react';
import { FieldMessages, useFieldIds } from './field';

type TextareaProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled multi-line input; its error is announced and tied to the field, as with `Input`. */
export function Textarea({ label, error, hint, id, className, rows = 5, ...props }: TextareaProps) {
  const { fieldId, hintId, errorId, controlProps } = useFieldIds(id, hint, error);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={fieldId}>
        {label}
      </label>
      <textarea id={fieldId} className="field-input field-textarea" rows={rows} {...controlProps} {...props} />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
