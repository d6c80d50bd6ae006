import type { EntityItem } from 'electrodb';
import type { Config } from './config';
import type { Db } from './db/service';
import type { DomainEntity } from './domains/domain.entity';
import type { MemberEntity } from './members/member.entity';
import type { Providers } from './providers';

export type DomainRecord = EntityItem<DomainEntity>;
export type MemberRecord = EntityItem<MemberEntity>;

/** Process-wide dependencies: built once per Lambda container or local server. */
export interface Core {
  config: Config;
  db: Db;
  providers: Providers;
}

/** A request within one white-label domain. */
export interface DomainCtx extends Core {
  domain: DomainRecord;
  /** The caller's address, as the API trusts it (audit trail); absent outside a request. */
  address?: string;
}

/**
 * A signed-in request. `caller` is who holds the token; `member` is whom the request runs as:
 * the caller, or the member it acts as (login-as, staff entering a center).
 */
export interface MemberCtx extends DomainCtx {
  caller: MemberRecord;
  member: MemberRecord;
}
