import { createAppConfig } from '@murmur/build/createAppConfig';

export default createAppConfig({ name: 'auth', exposes: { './pages': './src/pages.ts' } });
