/** Local storage keys of the session (spec §3): the contract's, which the shell's entry reads too. */
export { SESSION_STORAGE_KEYS as STORAGE_KEYS } from '@murmur/contract';
