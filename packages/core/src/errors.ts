/**
 * A failure a member may see: a stable code (its status) and a message written for people; `reason`,
 * when given, is a finer stable code the page can tell apart (e.g. total_changed), answered as the code.
 */
export class DomainError extends Error {
  constructor(
    readonly code: 'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'too_many',
    message: string,
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
export const forbidden = (message = 'You do not have permission to perform this action.') => new DomainError('forbidden', message);
export const notFound = (what = 'Record') => new DomainError('not_found', `${what} not found.`);
export const conflict = (message: string) => new DomainError('conflict', message);
export const tooMany = (message: string) => new DomainError('too_many', message);
