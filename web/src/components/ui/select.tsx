import { useId, type ComponentProps } from 'react';

type SelectProps = ComponentProps<'select'> & {
  label: string;
};

/** A labelled drop-down; the options are its children. */
export function Select({ label, id, className, children, ...props }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={selectId}>
        {label}
      </label>
      <select id={selectId} className="field-input field-select" {...props}>
        {children}
      </select>
    </div>
  );
}
