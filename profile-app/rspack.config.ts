import { createAppConfig } from '@murmur/build/createAppConfig';

export default createAppConfig({ name: 'profile', exposes: { './pages': './src/pages.ts' } });
