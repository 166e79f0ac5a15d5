import { IconBuilding } from '@tabler/icons-react';
import { defineMessages } from 'react-intl';

import { segment, byId, type AreaModule } from '@/modules/areas/types';

import { dealStages } from './dealStages';

const messages = defineMessages({
  deal: { id: 'demo.statusList.deal', defaultMessage: 'Deal status (organization)' },
  searchLabel: { id: 'search.area.organizations', defaultMessage: 'Organizations' },
  kind: { id: 'organization.kind', defaultMessage: 'Organization' },
  trash: { id: 'organization.trash', defaultMessage: 'Deleted organizations' },
});

export const area: AreaModule = {
  name: 'organizations',
  searchLabel: messages.searchLabel,
  icon: IconBuilding,
  pages: { Organization: (id) => `/organizations/${segment(id)}` },
  labels: { Organization: messages.kind },
  trash: { Organization: messages.trash },
  statuses: [
    { key: 'deal', title: messages.deal, statuses: byId(dealStages) },
  ],
};
