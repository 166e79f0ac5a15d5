import { Anchor, Group, Stack } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { TagBadges } from '@/modules/tags/TagBadge';
import { ListBadgesCell, ListTextCell, ListTimeCell } from '@/modules/ui/list/ListCells';
import { ListCell, ListRow } from '@/modules/ui/list/ListTable';
import { DocumentExcerpt } from './DocumentExcerpt';
import { DocumentStatusBadge } from './DocumentStatusBadge';
import { FavouriteToggle } from './FavouriteToggle';
import type { DocumentRow_document$key } from './__generated__/DocumentRow_document.graphql';

interface Props {
  document: DocumentRow_document$key;
  favouritesConnectionId: string | null;
}

/** One row of the document list (a card on a phone); with a keyword, the passage that matched. */
export function DocumentRow({ document, favouritesConnectionId }: Props) {
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment DocumentRow_document on Document
      @argumentDefinitions(keyword: { type: "String", defaultValue: "" }, withExcerpt: { type: "Boolean", defaultValue: false }) {
        id
        # The version it is shown at: a change in bulk sends it, so one changed since is refused as stale (issue 35 §2); live notices spread this fragment and keep it current.
        version
        title
        statusId
        updatedAt
        isFavourite
        category {
          id
          name
        }
        tags {
          id
          name
          color
        }
        author {
          id
          name
        }
        excerpt(keyword: $keyword) @include(if: $withExcerpt) {
          text
          highlight
        }
      }
    `,
    document,
  );
  return (
    <ListRow data-testid="document-row" item={{ id: data.id, title: data.title }}>
      <ListCell column="title" primary>
        <Group gap={4} wrap="nowrap" align="flex-start">
          <FavouriteToggle documentId={data.id} isFavourite={data.isFavourite} favouritesConnectionId={favouritesConnectionId} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={to(`/documents/${encodeURIComponent(data.id)}`)} fw={500} style={{ wordBreak: 'break-word' }}>
              {data.title}
            </Anchor>
            {data.excerpt && <DocumentExcerpt parts={data.excerpt} />}
          </Stack>
        </Group>
      </ListCell>
      <ListCell column="status">
        <DocumentStatusBadge statusId={data.statusId} />
      </ListCell>
      <ListTextCell column="category" text={data.category?.name ?? ''} />
      <ListBadgesCell column="tags">
        <TagBadges tags={data.tags} />
      </ListBadgesCell>
      <ListTextCell column="author" text={data.author?.name ?? ''} />
      <ListTimeCell value={data.updatedAt} />
    </ListRow>
  );
}
