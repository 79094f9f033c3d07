// The login page imports its field from here; the field itself is the UI kit's.
export { TextField } from '@murmur/ui';
