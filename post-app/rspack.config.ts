import { createAppConfig } from '@murmur/build/createAppConfig';

export default createAppConfig({ name: 'post', exposes: { './pages': './src/pages.ts' } });
