import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

export type TextEntryOptions<T extends FieldValues, V> = {
  control: Control<T>;
  name: Path<T>;
  // The form's value when the field holds nothing ('' or null).
  empty: V;
  // Runs on every keystroke and paste (an input filter of src/lib).
  filter: (text: string) => string;
  // The form's value for the text shown.
  parse: (text: string) => V;
  // The text for a form value: once the field is left, and when the value is set from outside.
  format: (value: V) => string;
  // The text while the field has focus, when it differs (money drops its grouping).
  formatForEditing?: (value: V) => string;
};

// A text input whose form value is not the text being typed (cents, a clamped percentage, a padded
// time). The form gets the parsed value on every keystroke, so a submit with Enter sends what the
// field means; the text is tidied only when the field is left, so typing is never rewritten under
// the caret.
export function useTextEntry<T extends FieldValues, V>({
  control,
  name,
  empty,
  filter,
  parse,
  format,
  formatForEditing,
}: TextEntryOptions<T, V>) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value ?? empty) as V;
  const [entry, setEntry] = useState(() => ({ value, text: format(value) }));
  // A value set from outside (a reset, a restored draft, a server answer) replaces what is shown.
  if (!Object.is(entry.value, value)) setEntry({ value, text: format(value) });

  const onChange = (raw: string) => {
    const text = filter(raw);
    const next = parse(text);
    setEntry({ value: next, text });
    field.onChange(next);
  };

  const onFocus = () => {
    if (formatForEditing) setEntry({ value, text: formatForEditing(value) });
  };

  const onBlur = () => {
    setEntry({ value, text: format(value) });
    field.onBlur();
  };

  return { field, fieldState, text: entry.text, onChange, onFocus, onBlur };
}
