import { sharedConfig } from '@tablogs/vitest-config';

export default sharedConfig();
