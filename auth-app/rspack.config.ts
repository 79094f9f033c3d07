import { createAppConfig } from '@murmur/shared/build/createAppConfig';

export default createAppConfig({ name: 'auth', exposes: { './pages': './src/pages.ts' } });
