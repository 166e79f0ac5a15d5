import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBookmarkPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { savedViewQuery } from './savedViewLists';
import { SavedViewFormModal, type SavedViewValues } from './SavedViewFormModal';
import { useCreateSavedView } from './useCreateSavedView';

const messages = defineMessages({
  button: { id: 'views.save.button', defaultMessage: 'Save view' },
  title: { id: 'views.save.title', defaultMessage: 'Save this view' },
  submit: { id: 'views.save.submit', defaultMessage: 'Save view' },
  saved: { id: 'views.save.saved', defaultMessage: 'View saved. It is listed in the navigation.' },
});

/**
 * A list page's "Save view" (issue 35 §5): names the list's current filter, sort and columns (its
 * address), private or shared with a role; the navigation lists it at once.
 */
export function SaveViewDialogButton({ list }: { list: string }) {
  const intl = useIntl();
  const [search] = useSearchParams();
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [commit, busy] = useCreateSavedView();
  const close = () => {
    setOpened(false);
    setError(null);
  };
  const submit = (values: SavedViewValues) => {
    setError(null);
    commit({
      variables: {
        input: { list, name: values.name, query: savedViewQuery(search), sharedWithRoleId: values.sharedWithRoleId },
      },
      onCompleted: () => {
        close();
        notifications.show({ color: 'green', message: intl.formatMessage(messages.saved) });
      },
      onError: setError,
    });
  };
  return (
    <>
      <Button variant="default" leftSection={<IconBookmarkPlus size={16} aria-hidden />} onClick={() => setOpened(true)} data-testid="save-view">
        {intl.formatMessage(messages.button)}
      </Button>
      {opened ? (
        <SavedViewFormModal
          title={intl.formatMessage(messages.title)}
          submitLabel={intl.formatMessage(messages.submit)}
          initial={{ name: '', sharedWithRoleId: null, useCurrent: false }}
          busy={busy}
          error={error}
          onSubmit={submit}
          onClose={close}
        />
      ) : null}
    </>
  );
}
