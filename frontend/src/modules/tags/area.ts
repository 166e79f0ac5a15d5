import { defineMessages } from 'react-intl';
import type { AreaModule } from '@/modules/areas/types';
import { bulkDelete } from '@/modules/bulk/bulkFields';

const messages = defineMessages({
  kind: { id: 'tag.kind', defaultMessage: 'Tag' },
  trash: { id: 'tag.trash', defaultMessage: 'Deleted tags' },
});

export const area: AreaModule = {
  name: 'tags',
  pages: { Tag: () => '/tags' },
  labels: { Tag: messages.kind },
  // Issue 35: admins delete tags to the trash; items keep a deleted tag and show it again once
  // it is restored, so nothing refuses a deletion.
  trash: { Tag: messages.trash },
  bulk: { Tag: { delete: bulkDelete } },
};
