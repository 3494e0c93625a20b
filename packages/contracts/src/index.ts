export * from './common';
export * from './auth';
export * from './users';
export * from './reference';
export * from './hotels';
export * from './occupancy';
