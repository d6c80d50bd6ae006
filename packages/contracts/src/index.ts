import './zod-config';
export * from './domain';
export * from './errors';
export * from './member';
export * from './memberships';
export * from './menus';
export * from './roles';
export * from './session';
