import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

export interface SimCard {
  number: string;
  /** YYYY-MM. */
  expiration: string;
  type: string;
}

/** A billing address as the gateway keeps it: the fields sent, nothing else. */
export type SimAddress = Partial<
  Record<'firstName' | 'lastName' | 'company' | 'address' | 'city' | 'state' | 'zip' | 'country' | 'phoneNumber' | 'faxNumber' | 'email', string>
>;

export interface SimPaymentProfile {
  id: string;
  customerType?: string;
  billTo?: SimAddress;
  card: SimCard;
  isDefault: boolean;
}

export interface SimCustomer {
  id: string;
  merchantCustomerId?: string;
  description?: string;
  email?: string;
  paymentProfiles: SimPaymentProfile[];
}

/** A browser token (securePaymentContainerRequest): single use, for 15 minutes. */
export interface SimToken {
  value: string;
  card: { number: string; expiration: string; code?: string; zip?: string; fullName?: string };
  createdAt: number;
  used: boolean;
}

export interface SimTransaction {
  transId: string;
  submittedAt: number;
  transactionType: string;
  responseCode: '1' | '2' | '4';
  reasonCode: number;
  reasonText: string;
  authCode: string;
  avsResultCode: string;
  cvvResultCode: string;
  amountCents: number;
  invoiceNumber?: string;
  description?: string;
  customerProfileId?: string;
  paymentProfileId?: string;
  card: SimCard;
  billTo?: SimAddress;
  customerIp?: string;
  /** What the duplicate check compares (amount, invoice, card, customer, address, window...). */
  duplicateKey: string;
  /** The settled batch it went into; unsettled until then. */
  batchId?: string;
  /** Voided before settlement: it never reaches the card, and no batch takes it. */
  voidedAt?: number;
  /** For a refund, the settled charge it pays back. */
  refTransId?: string;
}

/** A settled batch: the transactions of one business day, closed at the cutoff (or when a test settles). */
export interface SimBatch {
  batchId: string;
  settledAt: number;
}

export const TOKEN_LIFETIME_MS = 15 * 60_000;

/** The simulator's memory; the local stack keeps it in a file across restarts (see `save`). */
export class AuthorizeNetStore {
  customers = new Map<string, SimCustomer>();
  tokens = new Map<string, SimToken>();
  transactions: SimTransaction[] = [];
  batches: SimBatch[] = [];
  /** The last daily cutoff already closed (ms); batches close at the cutoffs after it. */
  closedCutoff?: number;
  /** Ids are numbers as the gateway's are, each kind counting on from its own start. */
  counters = { customer: 900_000_001, paymentProfile: 910_000_001, transaction: 80_000_000_001, batch: 1_000_001 };

  nextId(kind: keyof AuthorizeNetStore['counters']): string {
    return String(this.counters[kind]++);
  }

  customer(id: string | undefined): SimCustomer | undefined {
    return id ? this.customers.get(id) : undefined;
  }

  transaction(transId: string | undefined): SimTransaction | undefined {
    return this.transactions.find((t) => t.transId === transId);
  }

  batch(batchId: string | undefined): SimBatch | undefined {
    return this.batches.find((b) => b.batchId === batchId);
  }

  /** Writes everything to `file` (replacing it whole), so a restart keeps profiles and transactions. */
  save(file: string, now: number): void {
    const state = {
      customers: [...this.customers.values()],
      tokens: [...this.tokens.values()].filter((t) => !t.used && t.createdAt + TOKEN_LIFETIME_MS > now),
      transactions: this.transactions,
      batches: this.batches,
      closedCutoff: this.closedCutoff,
      counters: this.counters,
    };
    writeFileSync(`${file}.tmp`, JSON.stringify(state));
    renameSync(`${file}.tmp`, file);
  }

  /** Reads what `save` wrote, when the file exists. */
  load(file: string): void {
    if (!existsSync(file)) return;
    const state = JSON.parse(readFileSync(file, 'utf8')) as {
      customers: SimCustomer[];
      tokens: SimToken[];
      transactions: SimTransaction[];
      batches?: SimBatch[];
      closedCutoff?: number;
      counters: Partial<AuthorizeNetStore['counters']>;
    };
    this.customers = new Map(state.customers.map((c) => [c.id, c]));
    this.tokens = new Map(state.tokens.map((t) => [t.value, t]));
    this.transactions = state.transactions;
    // A file written before batches were kept has none and counts batches from the start.
    this.batches = state.batches ?? [];
    this.closedCutoff = state.closedCutoff;
    this.counters = { ...this.counters, ...state.counters };
  }
}
