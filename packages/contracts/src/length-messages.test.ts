import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import './zod-config';
import { AccountTypesText, AssetListQuery } from './assets';
import { CouponListQuery, ProductIdsText } from './coupons';
import { GuestSignQuery, ProviderDocumentId, RegistrationSignRequest } from './documents';
import { DomainIdentifier } from './domain';
import { FedexListQuery } from './labels';
import { PageCursor } from './paging';
import { LinkedListQuery, PickerQuery } from './network';
import { NewPaymentOption } from './payments';
import { tooLong } from './primitives';
import { ConfirmResetPasswordRequest, LoginRequest, NewPasswordRequest, ResetPasswordRequest } from './session';
import { UserListQuery } from './member-admin';
import { VialsHistoryQuery } from './vials';

/** The messages of the issues at `path` when `value` is parsed. */
const messagesAt = (schema: z.ZodType, value: unknown, path: string) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.filter((i) => i.path.join('.') === path).map((i) => i.message);
};

const long = (max: number) => 'x'.repeat(max + 1);

describe('a value past its length limit', () => {
  it.each([
    ['a cursor', PageCursor, long(2000), '', 2000],
    ['a user list cursor', UserListQuery, { cursor: long(2000) }, 'cursor', 2000],
    ['a role list cursor', LinkedListQuery, { cursor: long(2000) }, 'cursor', 2000],
    ['a vials cursor', VialsHistoryQuery, { cursor: long(2000) }, 'cursor', 2000],
    ['an assets cursor', AssetListQuery, { cursor: long(2000) }, 'cursor', 2000],
    ['a coupons cursor', CouponListQuery, { cursor: long(2000) }, 'cursor', 2000],
    ['a FedEx cursor', FedexListQuery, { cursor: long(2000) }, 'cursor', 2000],
    ["a picker's search", PickerQuery, { search: long(100) }, 'search', 100],
    ['a document id', ProviderDocumentId, long(100), '', 100],
    ['a signing link token', GuestSignQuery, { token: long(100) }, 'token', 100],
    ["a registration signer's name", RegistrationSignRequest, { name: long(160), email: 'a@b.test', template_id: 't' }, 'name', 160],
    ['a registration template id', RegistrationSignRequest, { name: 'Ada', email: 'a@b.test', template_id: long(100) }, 'template_id', 100],
    ['a domain identifier', DomainIdentifier, long(40), '', 40],
    ['account types', AccountTypesText, long(60), '', 60],
    ['product ids', ProductIdsText, long(100), '', 100],
    ['a sign-in e-mail', LoginRequest, { email: `${long(250)}@b.test`, password: 'x' }, 'email', 254],
    ['a new-password e-mail', NewPasswordRequest, { email: `${long(250)}@b.test`, session: 's', password: 'Portal-1-x' }, 'email', 254],
    ['a new-password session', NewPasswordRequest, { email: 'a@b.test', session: long(4096), password: 'Portal-1-x' }, 'session', 4096],
    ['a new password', NewPasswordRequest, { email: 'a@b.test', session: 's', password: long(256) }, 'password', 256],
    ['a reset e-mail', ResetPasswordRequest, { email: `${long(250)}@b.test` }, 'email', 254],
    ['a reset confirmation e-mail', ConfirmResetPasswordRequest, { email: `${long(250)}@b.test`, code: '123456', password: 'Portal-1-x' }, 'email', 254],
    ['a card token', NewPaymentOption, { user_id: 1, card_holder: 'Ada', token: { descriptor: 'd', value: long(8192) } }, 'token.value', 8192],
  ] as const)('says so with the limit, never Required: %s', (_name, schema, value, path, max) => {
    const messages = messagesAt(schema, value, path);
    expect(messages).toContain(tooLong(max));
    expect(messages).not.toContain('Required');
  });
});
