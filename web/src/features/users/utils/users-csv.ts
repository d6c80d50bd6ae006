import type { MemberView } from '@portal/contracts';
import Papa from 'papaparse';
import { membershipLabels, tagLabels, type TagNames } from './member-labels';

/** The columns of the user list export (spec §6), in order. */
export const USER_CSV_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'company',
  'phone_number',
  'membership',
  'tags',
  'is_active',
  'date_joined',
  'last_login',
] as const;

export type UserCsvColumn = (typeof USER_CSV_COLUMNS)[number];
export type UserCsvRow = Record<UserCsvColumn, string | number | boolean>;

/** One member as a row of the export: memberships and tags by name, joined by '; '. */
export function userCsvRow(member: MemberView, tagNames: TagNames): UserCsvRow {
  return {
    id: member.id,
    first_name: member.first_name,
    last_name: member.last_name,
    email: member.email,
    company: member.company,
    phone_number: member.phone_number,
    membership: membershipLabels(member).join('; '),
    tags: tagLabels(member.tags, tagNames).join('; '),
    is_active: member.is_active,
    date_joined: member.date_joined,
    last_login: member.last_login ?? '',
  };
}

/**
 * The export as CSV text with a header row. Cells that a spreadsheet would run as a formula
 * (starting with =, +, -, @) are escaped, since names and companies are typed by members.
 */
export function usersCsv(members: readonly MemberView[], tagNames: TagNames): string {
  const data = members.map((member) => {
    const row = userCsvRow(member, tagNames);
    return USER_CSV_COLUMNS.map((column) => row[column]);
  });
  return Papa.unparse({ fields: [...USER_CSV_COLUMNS], data }, { escapeFormulae: true });
}

const two = (n: number) => String(n).padStart(2, '0');

/** `yyyyMMddHHmmss` in local time. */
export function fileTimestamp(date: Date): string {
  return `${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}${two(date.getHours())}${two(date.getMinutes())}${two(date.getSeconds())}`;
}

/** The export's file name: userList plus the local timestamp (spec §6). */
export const usersCsvFileName = (date: Date): string => `userList${fileTimestamp(date)}.csv`;
