export * from './common';
export * from './entities';
export * from './errors';
export * from './routes';
export * from './site-config';
export * from '../rules/validation';
export * from './data-export';
