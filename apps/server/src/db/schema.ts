export * from '../modules/reference/tables';
export * from '../modules/users/tables';
export * from '../modules/auth/tables';
export * from '../modules/settings/tables';
export * from '../modules/mail/tables';
export * from '../modules/subscriptions/tables';
