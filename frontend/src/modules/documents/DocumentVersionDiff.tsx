import { Stack, Text } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { TextDiff } from '@/modules/history/TextDiff';
import { SideBySideDiff } from './SideBySideDiff';
import type { DocumentVersionDiffQuery } from './__generated__/DocumentVersionDiffQuery.graphql';

const messages = defineMessages({
  revision: defineMessage<{ revision: number }>({ id: 'document.versions.revision', defaultMessage: 'Version {revision, number}' }),
  body: { id: 'document.field.body', defaultMessage: 'Body' },
  title: { id: 'document.field.title', defaultMessage: 'Title' },
  titleChanged: defineMessage<{ from: string; to: string }>({ id: 'document.versions.titleChanged', defaultMessage: 'Title: “{from}” → “{to}”' }),
  between: defineMessage<{ from: string; to: string }>({ id: 'document.versions.between', defaultMessage: '{from} → {to}' }),
  same: { id: 'document.versions.same', defaultMessage: 'The two versions have the same text.' },
  missing: { id: 'document.versions.missing', defaultMessage: 'This version could not be found.' },
});

interface Props {
  documentId: string;
  from: number;
  to: number;
  mode: 'sideBySide' | 'inline';
}

/** The difference between two revisions' bodies (and titles), side by side or inline. Revisions never change, so the store serves them again. */
export function DocumentVersionDiff({ documentId, from, to, mode }: Props) {
  const intl = useIntl();
  const data = useLazyLoadQuery<DocumentVersionDiffQuery>(
    graphql`
      query DocumentVersionDiffQuery($id: ID!, $from: Int!, $to: Int!) {
        document(id: $id) {
          id
          older: revisionAt(revision: $from) {
            revision
            title
            body
          }
          newer: revisionAt(revision: $to) {
            revision
            title
            body
          }
        }
      }
    `,
    { id: documentId, from, to },
    { fetchPolicy: 'store-or-network' },
  );
  const { older, newer } = data.document;
  if (!older || !newer) {
    return (
      <Text size="sm" c="dimmed">
        {intl.formatMessage(messages.missing)}
      </Text>
    );
  }
  const oldLabel = intl.formatMessage(messages.revision, { revision: older.revision });
  const newLabel = intl.formatMessage(messages.revision, { revision: newer.revision });
  return (
    <Stack gap="xs" data-testid="document-version-diff">
      {older.title !== newer.title && (
        <Text size="sm" data-testid="document-diff-title">
          {intl.formatMessage(messages.titleChanged, { from: older.title, to: newer.title })}
        </Text>
      )}
      {older.body === newer.body ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(messages.same)}
        </Text>
      ) : mode === 'sideBySide' ? (
        <SideBySideDiff oldLabel={oldLabel} newLabel={newLabel} oldText={older.body} newText={newer.body} />
      ) : (
        <TextDiff label={intl.formatMessage(messages.between, { from: oldLabel, to: newLabel })} oldText={older.body} newText={newer.body} />
      )}
    </Stack>
  );
}
