import { createAppConfig } from '@murmur/shared/build/createAppConfig';

export default createAppConfig({ name: 'profile', exposes: { './pages': './src/pages.ts' } });
