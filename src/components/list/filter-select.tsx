import { CompactSelect } from '@/components/form/compact-select';

export type FilterOption = { value: string; label: string };

type Props = {
  label: string;
  options: readonly FilterOption[];
  // The URL keeps lists; a single select shows and sets the first.
  values: readonly string[];
  onChange: (values: string[]) => void;
  multiple?: boolean;
  // A fixed width; left out, the select is as wide as its label and longest option.
  width?: number;
};

// One of the list's filters as a plain select (lighter than a searchable picker); values the options
// do not know (a stale link) are not shown.
export function FilterSelect({ label, options, values, onChange, multiple = false, width }: Props) {
  const known = values.filter((value) => options.some((option) => option.value === value));
  return multiple ? (
    <CompactSelect multiple label={label} options={options} value={known} onChange={onChange} width={width} />
  ) : (
    <CompactSelect
      label={label}
      options={options}
      emptyLabel="Any"
      value={known[0] ?? ''}
      onChange={(value) => onChange(value ? [value] : [])}
      width={width}
    />
  );
}
