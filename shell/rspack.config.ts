import { createAppConfig } from '@murmur/build/createAppConfig';

export default createAppConfig({ name: 'shell' });
