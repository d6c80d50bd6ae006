import { AUDIT_ACTION_GROUPS, Membership, type AuditEntryView } from '@portal/contracts';
import { useState } from 'react';
import { DownloadButtons } from '../../../components/exports/download-buttons';
import { MemberPicker } from '../../../components/member-picker';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { TableScroll } from '../../../components/ui/table-scroll';
import { useCursorList } from '../../../hooks/use-cursor-list';
import { dayRangeErrors, hasDayRangeError } from '../../../utils/day-range';
import { formatUtcDateTime } from '../../../utils/format-date';
import { auditQuery, getAuditLog, NO_AUDIT_FILTERS, type AuditFilters } from '../api/get-audit-log';

const COLUMNS = ['Time', 'Member', 'Acting as', 'Action', 'Patient', 'Address', 'Detail'];

const named = (who: AuditEntryView['member']) => (who ? `${who.name} (#${who.id})` : '—');

/**
 * The Audit Log (admins): the domain's trail of changes and of access to patient data, newest
 * first, filtered by the member who acted, the patient whose data it was, a group of actions and a
 * day range, paged by the server.
 */
export function AuditLog() {
  const list = useCursorList(['audit-log'], {
    initial: NO_AUDIT_FILTERS,
    toQuery: auditQuery,
    fetchPage: (query, signal) => getAuditLog(query, signal),
    // A day the API refuses, or a 'From' day after the 'To' day: the fields say so and nothing is asked.
    enabled: (filters) => !hasDayRangeError(dayRangeErrors(filters.date_after, filters.date_before)),
  });
  const set = (name: keyof AuditFilters) => (event: { target: { value: string } }) => list.setFilters((f) => ({ ...f, [name]: event.target.value }));
  // A picker shows the member it picked; an id typed in the box beside it is not looked up (a read of
  // a patient's details is an audit entry: one per keystroke would fill the trail with the admin's typing).
  const [picked, setPicked] = useState<Record<'member' | 'patient', number | null>>({ member: null, patient: null });
  const pick = (name: 'member' | 'patient') => (member: { id: number } | null) => {
    setPicked((p) => ({ ...p, [name]: member?.id ?? null }));
    list.setFilters((f) => ({ ...f, [name]: member ? String(member.id) : '' }));
  };
  const pickedOf = (name: 'member' | 'patient') => (picked[name] !== null && String(picked[name]) === list.filters[name].trim() ? picked[name] : null);
  const dates = dayRangeErrors(list.filters.date_after, list.filters.date_before);
  const rows = list.rows;
  return (
    <div className="stack">
      <form className="filter-bar" role="search" aria-label="Audit Log filters" onSubmit={(event) => event.preventDefault()}>
        {/* Picked by name among the active members, or by id: also one set inactive or deleted since. */}
        <MemberPicker label="Member" value={pickedOf('member')} onChange={pick('member')} noneLabel="Any member" />
        <Input label="Member ID" inputMode="numeric" value={list.filters.member} onChange={set('member')} />
        <MemberPicker label="Patient" membership={Membership.Patient} value={pickedOf('patient')} onChange={pick('patient')} noneLabel="Any patient" />
        <Input label="Patient ID" inputMode="numeric" value={list.filters.patient} onChange={set('patient')} />
        <Select label="Action" value={list.filters.action} onChange={set('action')}>
          <option value="">All actions</option>
          {Object.entries(AUDIT_ACTION_GROUPS).map(([value, group]) => (
            <option key={value} value={value}>
              {group.label}
            </option>
          ))}
        </Select>
        <Input label="From" type="date" value={list.filters.date_after} onChange={set('date_after')} error={dates.after} />
        <Input label="To" type="date" value={list.filters.date_before} onChange={set('date_before')} error={dates.before} />
      </form>
      <DownloadButtons list="audit-log/" formats={['csv', 'xlsx']} query={auditQuery(list.applied, null)} disabled={hasDayRangeError(dates)} />
      <TableScroll label="Audit Log">
        <table className="data-table" aria-busy={list.loading || undefined}>
          <caption className="visually-hidden">Audit Log</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows?.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length}>No entries match these filters.</td>
              </tr>
            )}
            {rows?.map((e) => (
              <tr key={e.id}>
                <td>{formatUtcDateTime(e.at)}</td>
                <td>{named(e.member)}</td>
                <td>{named(e.acting_as)}</td>
                <td>{e.action}</td>
                <td>{named(e.patient)}</td>
                <td>{e.address ?? '—'}</td>
                <td className="audit-detail">{e.detail ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <Pagination {...list.pager} of="Audit Log" />
    </div>
  );
}
