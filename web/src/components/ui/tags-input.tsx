import { useState, type KeyboardEvent } from 'react';
import { FieldMessages, useFieldIds } from './field';

interface TagsInputProps {
  label: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  error?: string;
  hint?: string;
  placeholder?: string;
  /** How a typed tag is kept (e.g. trimmed and lower-cased); a tag already there is not added twice. */
  normalize?: (text: string) => string;
}

/**
 * A list of tags typed one at a time (spec §5): Enter adds what is typed, Backspace in an empty
 * input removes the last tag, and each tag has its own remove button.
 */
export function TagsInput({ label, value, onChange, error, hint, placeholder, normalize = (text) => text.trim() }: TagsInputProps) {
  const [text, setText] = useState('');
  const { fieldId, hintId, errorId, controlProps } = useFieldIds(undefined, hint, error);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds a tag; it never submits the form around the field.
      event.preventDefault();
      const tag = normalize(text);
      if (!tag) return;
      if (!value.includes(tag)) onChange([...value, tag]);
      setText('');
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      event.preventDefault();
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="field">
      <label className="field-label" htmlFor={fieldId}>
        {label}
      </label>
      <div className="tags-input">
        {value.length > 0 && (
          <ul className="tags-input-list" aria-label={`Chosen ${label}`}>
            {value.map((tag) => (
              <li key={tag} className="tags-input-tag">
                {tag}
                <button type="button" className="icon-button" aria-label={`Remove ${tag}`} onClick={() => onChange(value.filter((t) => t !== tag))}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={fieldId}
          className="field-input tags-input-text"
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          {...controlProps}
        />
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
