import type { UseFormRegisterReturn } from 'react-hook-form';

/** A yes/no choice as the checkout's radio buttons send it ('yes' or 'no'). */
export function YesNoField({ legend, field, hint }: { legend: string; field: UseFormRegisterReturn; hint?: string }) {
  return (
    <fieldset className="field yes-no">
      <legend className="field-label">{legend}</legend>
      <div className="yes-no-options">
        <label className="checkbox-row">
          <input type="radio" value="yes" {...field} /> Yes
        </label>
        <label className="checkbox-row">
          <input type="radio" value="no" {...field} /> No
        </label>
      </div>
      {hint && <p className="field-hint">{hint}</p>}
    </fieldset>
  );
}
