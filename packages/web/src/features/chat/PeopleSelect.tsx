import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import { CHAT_QUERY_KEY, loadPeople } from './chat-api.js';

/** Where the choice comes from: a query key and who matches a search (value: what is chosen). */
export interface PeopleSource {
  queryKey: readonly unknown[];
  load: (search: string) => Promise<Array<{ value: string; label: string }>>;
}

/** The people the caller may chat with, chosen by id. */
const chatPeople: PeopleSource = {
  queryKey: [CHAT_QUERY_KEY, 'people'],
  load: async (search) =>
    (await loadPeople(search)).map((person) => ({ value: person.id, label: person.name })),
};

interface PeopleSelectProps {
  id?: string;
  multiple?: boolean;
  value?: string[];
  onChange?: (value: string[]) => void;
  /** People already in the chat, left out of the choice. */
  exclude?: readonly string[];
  'aria-label'?: string;
  /** Default: the people the caller may chat with. */
  source?: PeopleSource;
}

/**
 * A searchable choice of people as the server offers them (never someone walled off): by default those
 * the caller may chat with; a subscription's recipients, say, through its own source.
 */
export function PeopleSelect(props: PeopleSelectProps) {
  const source = props.source ?? chatPeople;
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const people = useQuery({
    queryKey: [...source.queryKey, search],
    queryFn: () => source.load(search),
    staleTime: 60_000,
  });
  const options = (people.data ?? []).filter((person) => !props.exclude?.includes(person.value));
  /*
   * The list is ours to close: left to itself, a multiple choice took Tab as "pick the active person"
   * (or drop them, when already picked), kept the focus, and stayed open over the dialog's buttons.
   * Tab now only leaves (the browser moves the focus on) and Escape only closes, the choice as it was;
   * stopping the key here keeps it from the list and, for Escape, from closing the dialog around it.
   */
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (!open || (event.key !== 'Tab' && event.key !== 'Escape')) return;
    event.stopPropagation();
    setOpen(false);
  };
  return (
    <Select
      id={props.id}
      aria-label={props['aria-label']}
      mode={props.multiple ? 'multiple' : undefined}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={people.isFetching}
      options={options}
      open={open}
      onOpenChange={setOpen}
      onInputKeyDown={onInputKeyDown}
      // Focus gone elsewhere (Tab, a click outside): the list goes too.
      onBlur={() => setOpen(false)}
      value={props.multiple ? props.value : props.value?.[0]}
      onChange={(value: string | string[]) => props.onChange?.(Array.isArray(value) ? value : [value])}
    />
  );
}
