import type { AreaModule } from '@/modules/areas/types';

export const area: AreaModule = {
  name: 'ai',
  pages: { AiModel: () => '/ai-models' },
};
