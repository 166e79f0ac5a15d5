import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { useShowError } from '@/modules/relay/showFailure';
import { removeNode } from '@/modules/ui/list/connectionUpdaters';
import { useAddDocumentFavourite } from './useAddDocumentFavourite';
import { useRemoveDocumentFavourite } from './useRemoveDocumentFavourite';

const messages = defineMessages({
  add: { id: 'document.favourite.add', defaultMessage: 'Add to favourites' },
  remove: { id: 'document.favourite.remove', defaultMessage: 'Remove from favourites' },
});

interface Props {
  documentId: string;
  isFavourite: boolean;
  /** A favourites-only list's connection: the document leaves it when unmarked. */
  favouritesConnectionId?: string | null;
}

/** The star: marks or unmarks a document as one of the caller's favourites. */
export function FavouriteToggle({ documentId, isFavourite, favouritesConnectionId }: Props) {
  const intl = useIntl();
  const showError = useShowError();
  const [add, adding] = useAddDocumentFavourite();
  const [remove, removing] = useRemoveDocumentFavourite();
  const label = intl.formatMessage(isFavourite ? messages.remove : messages.add);
  const onError = (error: Error) => {
    showError(error);
  };
  const toggle = () => {
    const input = { id: documentId };
    if (isFavourite) {
      remove({
        variables: { input },
        optimisticResponse: { removeDocumentFavourite: { document: { id: documentId, isFavourite: false } } },
        updater: (store) => {
          if (favouritesConnectionId) removeNode(store, favouritesConnectionId, documentId);
        },
        onError,
      });
    } else {
      add({ variables: { input }, optimisticResponse: { addDocumentFavourite: { document: { id: documentId, isFavourite: true } } }, onError });
    }
  };
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="yellow"
        aria-label={label}
        aria-pressed={isFavourite}
        disabled={adding || removing}
        onClick={toggle}
        data-testid="document-favourite"
      >
        {isFavourite ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
