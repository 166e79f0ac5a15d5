import { defineMessages } from 'react-intl';
import { byId, type AreaModule } from '@/modules/areas/types';

import { emailJobPath, emailTemplatePath, jobKind } from './emailPaths';
import { emailEventTypes, emailJobStatuses } from './emailStatuses';

const messages = defineMessages({
  emailEvent: { id: 'demo.statusList.emailEvent', defaultMessage: 'Email delivery event' },
  emailJob: { id: 'demo.statusList.emailJob', defaultMessage: 'Email send job' },
});

export const area: AreaModule = {
  name: 'emails',
  pages: {
    EmailTemplate: (id) => emailTemplatePath(id),
    // A batch job has its own page; a reference that does not say opens the single one.
    EmailJob: (id, ref) => emailJobPath(jobKind(ref?.kind) ?? 'SINGLE', id),
  },
  statuses: [
    { key: 'emailEvent', title: messages.emailEvent, statuses: byId(emailEventTypes) },
    { key: 'emailJob', title: messages.emailJob, statuses: byId(emailJobStatuses) },
  ],
};
