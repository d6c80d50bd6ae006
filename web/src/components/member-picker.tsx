import type { MemberView } from '@portal/contracts';
import { useState } from 'react';
import { Combobox } from './ui/combobox';
import { SEARCH_DEBOUNCE_MS } from '../config/constants';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { linkedMemberLabel, memberOptionHint, memberOptionLabel } from '../lib/member-options';
import { useMember, useMemberMatches } from '../lib/members';

interface MemberPickerProps {
  label: string;
  /** The membership the choices belong to, such as harvest centers (4) or sales reps (3); any membership when absent (an admin's search of every member). */
  membership?: number;
  /** The chosen member's id; null for none. */
  value: number | null;
  /** The member chosen, with its own links (a center's sales rep); null for None. */
  onChange: (member: MemberView | null) => void;
  onBlur?: () => void;
  error?: string;
  /** The first choice, which clears the link or filter; 'None' unless told. */
  noneLabel?: string;
}

/**
 * A link to another member, found by typing part of its name, company, e-mail or id: the server
 * answers the first page of matches, never the whole membership. A member linked before shows by
 * its name, read by id; None clears the link.
 */
export function MemberPicker({ label, membership, value, onChange, onBlur, error, noneLabel = 'None' }: MemberPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const matches = useMemberMatches(membership, settled, open);
  // The member chosen here is known; one linked before (or set by another field) is read by id.
  const [picked, setPicked] = useState<MemberView | null>(null);
  const known = value !== null && picked?.id === value;
  const { data: linked } = useMember(value !== null && !known ? value : undefined);

  const page = matches.data;
  const items = page?.results ?? [];
  const more =
    page && page.count > items.length
      ? `${items.length} of ${page.count}${page.count_at_least ? ' or more' : ''} shown: type more to narrow them down`
      : undefined;
  return (
    <Combobox
      label={label}
      items={items}
      itemKey={(member) => String(member.id)}
      itemLabel={(member) => memberOptionLabel(member, membership)}
      itemHint={memberOptionHint}
      value={value === null ? null : String(value)}
      valueLabel={value === null ? '' : linkedMemberLabel(value, (known ? picked : linked) ?? undefined, membership)}
      onChange={(member) => {
        setPicked(member);
        onChange(member);
      }}
      onSearch={setSearch}
      onOpenChange={setOpen}
      noneLabel={noneLabel}
      loading={search !== settled || matches.isPending || matches.isPlaceholderData}
      note={more}
      onBlur={onBlur}
      error={error}
    />
  );
}
