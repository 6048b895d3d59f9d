import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { FIT_TO_OPTIONS, longestText } from './fit-to-options';
import type { SelectOption } from './select-field';

// Past this a chosen list ends in an ellipsis rather than pushing the bar onto another line.
export const COMPACT_SELECT_MAX_WIDTH = 320;

type Common = {
  label: string;
  options: readonly SelectOption[];
  // The option holding '' (no choice), as "Any"; not offered when a list can be chosen.
  emptyLabel?: string;
  // Show emptyLabel in the field when nothing is chosen (when it is a choice of its own, as "Each in
  // its own"); otherwise the label stands in the empty field.
  emptyShown?: boolean;
  disabled?: boolean;
  // The id of a sentence beside the bar that says more (a helper text would widen the field).
  describedBy?: string;
  sx?: SxProps<Theme>;
  // A fixed width, inline: it holds whether or not the style sheets have arrived.
  width?: number;
};

type Single = Common & { multiple?: false; value: string; onChange: (value: string) => void };
type Multiple = Common & { multiple: true; value: readonly string[]; onChange: (values: string[]) => void };

export type CompactSelectProps = Single | Multiple;

// A select for a toolbar or a filter bar: small, as wide as its label and longest option (not the
// theme's full width), so the bar stays one wrapping row.
export function CompactSelect(props: CompactSelectProps) {
  const { label, options, emptyLabel, emptyShown = false, disabled, describedBy, sx, width } = props;
  const labelOf = (value: string) =>
    value === '' ? (emptyLabel ?? '') : (options.find((option) => option.value === value)?.label ?? value);
  const longest = longestText([
    ...options.map((option) => (option.hint ? `${option.label} (${option.hint})` : option.label)),
    ...(emptyShown && emptyLabel ? [emptyLabel] : []),
  ]);
  const offersEmpty = emptyLabel !== undefined && !props.multiple;
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={label}
      value={props.multiple ? [...props.value] : props.value}
      disabled={disabled}
      onChange={(event) => {
        const value = event.target.value as string | string[];
        if (props.multiple) props.onChange(Array.isArray(value) ? value : value.split(','));
        else props.onChange(String(value));
      }}
      sx={[
        { maxWidth: COMPACT_SELECT_MAX_WIDTH, flexShrink: 0, '& .MuiSelect-select': FIT_TO_OPTIONS },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      style={width === undefined ? undefined : { width }}
      slotProps={{
        select: {
          multiple: props.multiple,
          'aria-describedby': describedBy,
          // The empty choice shown as a value of its own; otherwise the label stands in the empty field.
          displayEmpty: emptyShown,
          SelectDisplayProps: { 'data-label': label, 'data-longest-option': longest } as object,
          renderValue: (selected) => {
            const values = Array.isArray(selected) ? (selected as string[]) : [selected as string];
            return <span>{values.map(labelOf).join(', ')}</span>;
          },
        },
        inputLabel: emptyShown ? { shrink: true } : undefined,
      }}
    >
      {offersEmpty ? <MenuItem value="">{emptyLabel}</MenuItem> : null}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.hint ? `${option.label} (${option.hint})` : option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
