import { createAppConfig } from '@murmur/shared/build/createAppConfig';

export default createAppConfig({ name: 'feed', exposes: { './pages': './src/pages.ts' } });
