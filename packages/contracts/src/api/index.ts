export * from './define';
export * from './health';
export * from './reference';
export * from './content';
export * from './auth';
export * from './search';
