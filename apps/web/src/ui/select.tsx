import { ComboboxChevron, InputBase, type SelectProps } from '@mantine/core';
import { useState } from 'react';
import { deferred, useStandIn } from './deferred';

/*
 * Mantine's Select for the first page's forms: its option list (the combobox, its popover and
 * scroll area, floating-ui) loads on the first sign of use (./deferred.tsx, issue 17.4); until then
 * a stand-in field that looks and reads the same holds its place, and what is typed into it is
 * typed on into the select. Screens shown after the first page use Mantine's Select directly.
 */
const select = deferred(() => import('./select-loaded'));

type Entry = string | { value?: unknown; label?: unknown; group?: unknown; items?: readonly Entry[] };

/** The label of the option whose value is `value` (options as Mantine takes them: text, items, groups). */
function labelOf(data: readonly Entry[] | undefined, value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  for (const entry of data ?? []) {
    if (typeof entry === 'string') {
      if (entry === value) return entry;
    } else if (entry.items) {
      const found = labelOf(entry.items, value);
      if (found) return found;
    } else if (entry.value === value) return String(entry.label ?? entry.value);
  }
  return '';
}

export function Select(props: SelectProps) {
  const { ready, props: standIn, carried } = useStandIn<typeof import('./select-loaded'), HTMLInputElement>(select);
  const [typed, setTyped] = useState<string | undefined>();
  if (ready) {
    const Loaded = ready.default;
    return <Loaded {...props} carried={carried()} typed={typed} />;
  }
  const {
    data,
    value,
    searchable,
    size,
    error,
    label,
    placeholder,
    description,
    required,
    withAsterisk,
    disabled,
    id,
    w,
    maw,
    miw,
    className,
    style,
    'aria-label': ariaLabel,
  } = props;
  return (
    <InputBase
      {...standIn}
      id={id}
      label={label}
      description={description}
      placeholder={placeholder}
      required={required}
      withAsterisk={withAsterisk}
      disabled={disabled}
      w={w}
      maw={maw}
      miw={miw}
      className={className}
      style={style}
      aria-label={ariaLabel}
      size={size}
      error={error}
      __staticSelector="Select"
      rightSection={<ComboboxChevron size={size} error={error} />}
      rightSectionPointerEvents="none"
      readOnly={!searchable}
      pointer={!searchable}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      value={props.searchValue ?? typed ?? labelOf(data as readonly Entry[] | undefined, value)}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        props.onSearchChange?.(event.currentTarget.value);
      }}
    />
  );
}
