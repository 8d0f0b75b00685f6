import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { type NamedRecord, searchRecords } from '../conversion-api.js';

interface RecordPickerProps {
  objId: 'account' | 'contact' | 'user';
  label: string;
  value: NamedRecord | undefined;
  /** Records offered before any search (the matches the server found). */
  suggested: readonly NamedRecord[];
  onChange: (record: NamedRecord | undefined) => void;
}

/** A searchable pick of one record the caller may read (the lookup search), the suggested ones first. */
export function RecordPicker({ objId, label, value, suggested, onChange }: RecordPickerProps) {
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['leadConversion', 'search', objId, keyword],
    queryFn: () => searchRecords(objId, keyword),
    enabled: keyword !== '',
    staleTime: 30_000,
  });
  const rows = keyword === '' ? suggested : (found.data ?? []);
  const options = [...(value && !rows.some((row) => row.id === value.id) ? [value] : []), ...rows];
  return (
    <Select
      aria-label={label}
      placeholder={label}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      value={value?.id}
      loading={found.isFetching}
      options={options.map((row) => ({ value: row.id, label: row.name }))}
      onChange={(id: string | undefined) => onChange(options.find((row) => row.id === id))}
      style={{ width: '100%' }}
    />
  );
}
