import { Anchor, Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useDocumentSearch } from '@/modules/documents/useDocumentSearch';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { DeletedReference } from '@/modules/trash/DeletedReference';
import { IssueSideSection } from './IssueSideSection';
import { useDetachIssueDocument } from './useDetachIssueDocument';
import { useLinkIssueDocument } from './useLinkIssueDocument';
import type { IssueDocumentsSection_issue$key } from './__generated__/IssueDocumentsSection_issue.graphql';

const messages = defineMessages({
  title: { id: 'issue.field.documents', defaultMessage: 'Documents' },
  none: { id: 'issue.documents.none', defaultMessage: 'No linked documents' },
  pick: { id: 'issue.documents.pick', defaultMessage: 'Link a document' },
  search: { id: 'issue.documents.search', defaultMessage: 'Search documents' },
  link: { id: 'issue.documents.link', defaultMessage: 'Link' },
  restricted: { id: 'issue.documents.restricted', defaultMessage: 'Restricted document' },
  restrictedHint: { id: 'issue.documents.restrictedHint', defaultMessage: 'You may not read this document.' },
});

/**
 * The documents linked to the issue. One the caller may not read shows as "Restricted
 * document" (never its title), a deleted one as "(deleted)" (issue 35); both can still be detached; linking searches the documents the
 * caller may read ('Assignment already exists' for a repeat, 'Document Not Accessible' for one
 * that became unreadable).
 */
export function IssueDocumentsSection({ issue }: { issue: IssueDocumentsSection_issue$key }) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment IssueDocumentsSection_issue on Issue {
        id
        documents {
          documentId
          restricted
          document {
            id
            title
          }
          deleted {
            entry {
              title
            }
            ...DeletedReference_reference
          }
        }
      }
    `,
    issue,
  );
  const [link, linking] = useLinkIssueDocument();
  const [detach, detaching] = useDetachIssueDocument();
  const search = useDocumentSearch({ browse: true });
  const restricted = intl.formatMessage(messages.restricted);
  return (
    <IssueSideSection
      messages={messages}
      data-testid="issue-documents"
      busy={linking || detaching}
      items={data.documents.map((entry) => {
        const name = entry.document && !entry.restricted ? entry.document.title : (entry.deleted?.entry?.title ?? restricted);
        return {
          key: entry.documentId,
          content: entry.deleted ? (
            <DeletedReference reference={entry.deleted} />
          ) : entry.document && !entry.restricted ? (
              <Anchor component={Link} to={to(`/documents/${encodeURIComponent(entry.document.id)}`)} size="sm" style={{ wordBreak: 'break-word' }}>
                {entry.document.title}
              </Anchor>
            ) : (
              <Group gap={4} wrap="nowrap" title={intl.formatMessage(messages.restrictedHint)} data-testid="issue-document-restricted">
                <IconLock size={14} aria-hidden />
                <Text size="sm" c="dimmed" fs="italic">
                  {restricted}
                </Text>
              </Group>
            ),
          name,
        };
      })}
      detach={(documentId, callbacks) => detach({ variables: { input: { id: data.id, documentId } }, ...callbacks })}
      picker={{
        placeholder: intl.formatMessage(messages.search),
        assignLabel: intl.formatMessage(messages.link),
        data: search.found.map((document) => ({ value: document.id, label: document.name })),
        ...search.props,
        assign: (documentId, callbacks) => link({ variables: { input: { id: data.id, documentId } }, ...callbacks }),
      }}
    />
  );
}
