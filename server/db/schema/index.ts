export * from './content';
export * from './users';
export * from './activity';
export * from './rewards';
export * from './settings';
