import type { AreaModule } from '@/modules/areas/types';

export const area: AreaModule = {
  name: 'tags',
  pages: { Tag: () => '/tags' },
};
