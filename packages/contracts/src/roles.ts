// The roles, without schemas: the web's first page checks them (a module with zod schemas would
// bring zod along, issue 17.4). auth.ts re-exports them with its schemas.
export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_AGENT = 'ROLE_AGENT';
