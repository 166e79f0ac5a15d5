import { IconBuilding } from '@tabler/icons-react';
import { lazy } from 'react';
import { defineMessages } from 'react-intl';

import { segment, byId, type AreaModule } from '@/modules/areas/types';
import { bulkDelete, bulkNobody } from '@/modules/bulk/bulkFields';

import { dealStages } from './dealStages';

const messages = defineMessages({
  deal: { id: 'demo.statusList.deal', defaultMessage: 'Deal status (organization)' },
  searchLabel: { id: 'search.area.organizations', defaultMessage: 'Organizations' },
  kind: { id: 'organization.kind', defaultMessage: 'Organization' },
  trash: { id: 'organization.trash', defaultMessage: 'Deleted organizations' },
  stage: { id: 'organization.field.dealStatus', defaultMessage: 'Deal status' },
  owner: { id: 'organization.field.owner', defaultMessage: 'Owner' },
});

// The picker loads with the action bar, not with this file (in the first chunk).
const EmployeePicker = lazy(() => import('@/modules/members/EmployeeBulkPicker'));

export const area: AreaModule = {
  name: 'organizations',
  searchLabel: messages.searchLabel,
  icon: IconBuilding,
  pages: { Organization: (id) => `/organizations/${segment(id)}` },
  labels: { Organization: messages.kind },
  trash: { Organization: messages.trash },
  bulk: {
    Organization: {
      stage: { value: 'choice', label: messages.stage, choices: byId(dealStages) },
      owner: { value: 'pick', label: messages.owner, picker: EmployeePicker, none: bulkNobody },
      delete: bulkDelete,
    },
  },
  statuses: [
    { key: 'deal', title: messages.deal, statuses: byId(dealStages) },
  ],
};
