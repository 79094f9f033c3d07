import { createAppConfig } from '@murmur/shared/build/createAppConfig';

export default createAppConfig({ name: 'post', exposes: { './pages': './src/pages.ts' } });
