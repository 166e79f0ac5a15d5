import type { AreaModule } from '@/modules/areas/types';

import { emailJobPath, emailTemplatePath, jobKind } from './emailPaths';

export const area: AreaModule = {
  name: 'emails',
  pages: {
    EmailTemplate: (id) => emailTemplatePath(id),
    // A batch job has its own page; a reference that does not say opens the single one.
    EmailJob: (id, ref) => emailJobPath(jobKind(ref?.kind) ?? 'SINGLE', id),
  },
};
