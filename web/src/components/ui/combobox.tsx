import { useCombobox } from 'downshift';
import { useState } from 'react';
import { FieldMessages, useFieldIds } from './field';

interface ComboboxProps<Item> {
  label: string;
  /** The matches of the text typed, as far as they are known. */
  items: readonly Item[];
  itemKey: (item: Item) => string;
  itemLabel: (item: Item) => string;
  /** Shown beside an item's label in the list, to tell items of the same label apart. */
  itemHint?: (item: Item) => string;
  /** The key of the chosen item; null for none. */
  value: string | null;
  /** What the field shows for the chosen item, which need not be among the matches. */
  valueLabel: string;
  onChange: (item: Item | null) => void;
  /** The text typed, to look for matches; '' again once the list closes. */
  onSearch: (text: string) => void;
  /** The list opened or closed: matches are only needed while it is open. */
  onOpenChange?: (open: boolean) => void;
  /** The first choice, which clears the value (such as 'None'); without it a value stays. */
  noneLabel?: string;
  /** Shown in the empty field; the none choice's label by default. */
  placeholder?: string;
  loading?: boolean;
  /** Said under the matches, such as that more match than are shown. */
  note?: string;
  error?: string;
  onBlur?: () => void;
}

/** One entry of the list: an item, or the choice of none. */
interface Choice<Item> {
  key: string;
  label: string;
  hint?: string;
  item: Item | null;
}

const NONE_KEY = '';

/**
 * A labelled text field that finds its choice among matches (the WAI-ARIA combobox with a listbox,
 * from downshift): typing asks for matches, the arrows move through them, Enter or a click chooses,
 * Escape closes and keeps the choice. While nothing is typed the field shows the chosen item's label.
 */
export function Combobox<Item>(props: ComboboxProps<Item>) {
  const {
    label,
    items,
    itemKey,
    itemLabel,
    itemHint,
    value,
    valueLabel,
    onChange,
    onSearch,
    onOpenChange,
    noneLabel,
    placeholder = noneLabel,
    loading,
    note,
    error,
    onBlur,
  } = props;
  const { fieldId, errorId, controlProps } = useFieldIds(undefined, undefined, error);
  // The text typed since the list opened; null shows the chosen item.
  const [typed, setTyped] = useState<string | null>(null);

  const none: Choice<Item> | null = noneLabel ? { key: NONE_KEY, label: noneLabel, item: null } : null;
  const choices: Choice<Item>[] = [
    ...(none ? [none] : []),
    ...items.map((item) => ({ key: itemKey(item), label: itemLabel(item), hint: itemHint?.(item), item })),
  ];
  const chosen: Choice<Item> | null = value === null ? none : { key: value, label: valueLabel, item: null };

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getToggleButtonProps, getMenuProps, getItemProps } = useCombobox<Choice<Item>>({
    items: choices,
    itemToKey: (choice) => choice?.key ?? NONE_KEY,
    itemToString: (choice) => choice?.label ?? '',
    inputId: fieldId,
    selectedItem: chosen,
    inputValue: typed ?? (value === null ? '' : valueLabel),
    // Escape closes the list and keeps the choice; None clears it.
    stateReducer: (state, { type, changes }) =>
      type === useCombobox.stateChangeTypes.InputKeyDownEscape ? { ...changes, selectedItem: state.selectedItem } : changes,
    onInputValueChange: ({ type, inputValue }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) return;
      setTyped(inputValue);
      onSearch(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem?.item ?? null),
    onIsOpenChange: ({ isOpen: open }) => {
      if (!open) {
        setTyped(null);
        onSearch('');
      }
      onOpenChange?.(Boolean(open));
    },
  });

  const status = loading ? 'Searching...' : items.length ? note : 'No matches';
  return (
    <div className="field combobox">
      <label className="field-label" {...getLabelProps()}>
        {label}
      </label>
      <div className="combobox-control">
        <input className="field-input combobox-input" placeholder={placeholder} {...controlProps} {...getInputProps({ onBlur })} />
        <button type="button" className="combobox-toggle" aria-label={`${label} choices`} {...getToggleButtonProps()}>
          <span aria-hidden="true">▾</span>
        </button>
        <div className="combobox-popup" hidden={!isOpen}>
          <ul className="combobox-menu" {...getMenuProps()} aria-busy={isOpen && loading}>
            {isOpen &&
              choices.map((choice, index) => (
                <li
                  key={choice.key}
                  className={[
                    'combobox-option',
                    highlightedIndex === index && 'combobox-option--highlighted',
                    choice.key === (value ?? NONE_KEY) && 'combobox-option--chosen',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  {...getItemProps({ item: choice, index })}
                >
                  {choice.label}
                  {choice.hint && <span className="combobox-option-hint">{choice.hint}</span>}
                </li>
              ))}
          </ul>
          <p className="combobox-note" role="status">
            {isOpen ? status : null}
          </p>
        </div>
      </div>
      <FieldMessages error={error} errorId={errorId} />
    </div>
  );
}
