/** The paginated API's schemas and what its writes read from their bodies. */
export * from './schemas';
export * from './inputs';
