import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { searchUsers } from './list-view-api.js';

interface OwnerPickerProps {
  id?: string;
  ariaLabel: string;
  value: string | undefined;
  onChange: (id: string | undefined, name: string) => void;
}

/** Picks a person of the organisation by name (the lookup search over users). */
export function OwnerPicker({ id, ariaLabel, value, onChange }: OwnerPickerProps) {
  const [keyword, setKeyword] = useState('');
  const people = useQuery({
    queryKey: ['listView', 'users', keyword],
    queryFn: () => searchUsers(keyword),
    staleTime: 30_000,
  });
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value}
      loading={people.isFetching}
      options={(people.data ?? []).map((person) => ({ value: person.id, label: person.name }))}
      onChange={(id: string, option) => {
        const chosen = Array.isArray(option) ? option[0] : option;
        onChange(id, String(chosen?.label ?? id));
      }}
      style={{ width: '100%' }}
    />
  );
}
