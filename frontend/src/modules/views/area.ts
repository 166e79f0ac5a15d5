import { defineMessages } from 'react-intl';
import type { AreaModule } from '@/modules/areas/types';

const messages = defineMessages({
  kind: { id: 'views.kind', defaultMessage: 'Saved view' },
  trash: { id: 'views.trash', defaultMessage: 'Deleted saved views' },
});

export const area: AreaModule = {
  name: 'views',
  // Opened by URL: `/views/<id>` goes to its list with its filter, sort and columns.
  pages: { SavedView: (id) => `/views/${id}` },
  labels: { SavedView: messages.kind },
  // Issue 35: its owner deletes a view to the trash and restores it from there.
  trash: { SavedView: messages.trash },
};
