export * from './define';
export * from './health';
export * from './reference';
