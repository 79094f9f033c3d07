import { createAppConfig } from '@murmur/build/createAppConfig';

export default createAppConfig({ name: 'feed', exposes: { './pages': './src/pages.ts' } });
