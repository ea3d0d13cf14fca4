import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../app/constants.ts';

interface SearchInputProps {
  placeholder: string;
  /** Called with the trimmed term, 500 ms after the last keystroke (spec 1 §5.1). */
  onSearch: (term: string) => void;
  label?: string;
  maw?: number;
}

export function SearchInput({ placeholder, onSearch, label, maw = 360 }: SearchInputProps) {
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    onSearch(debounced.trim());
  }, [debounced, onSearch]);
  return (
    <TextInput
      type="search"
      aria-label={label ?? placeholder}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      maw={maw}
      w="100%"
    />
  );
}
