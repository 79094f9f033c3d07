import { createAppConfig } from '@murmur/shared/build/createAppConfig';

export default createAppConfig({ name: 'shell' });
