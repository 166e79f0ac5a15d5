import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { errorMessage } from '@/modules/relay/errorMessages';
import { IssueSideSection } from './IssueSideSection';
import { useAssignIssueProject } from './useAssignIssueProject';
import { useDetachIssueProject } from './useDetachIssueProject';
import type { IssueProjectSection_issue$key } from './__generated__/IssueProjectSection_issue.graphql';

const messages = defineMessages({
  title: { id: 'issue.field.project', defaultMessage: 'Project' },
  none: { id: 'issue.project.none', defaultMessage: 'No project' },
  pick: { id: 'issue.project.pick', defaultMessage: 'Choose a project' },
  detach: defineMessage<{ name: string }>({ id: 'issue.side.detach', defaultMessage: 'Detach {name}' }),
});

interface Props {
  issue: IssueProjectSection_issue$key;
  projects: readonly { readonly id: string; readonly name: string }[];
}

/** The issue's one project: assign (replacing another) or detach ('Assignment already exists' for the same one). */
export function IssueProjectSection({ issue, projects }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment IssueProjectSection_issue on Issue {
        id
        project {
          id
          name
        }
      }
    `,
    issue,
  );
  const [assign, assigning] = useAssignIssueProject();
  const [detach, detaching] = useDetachIssueProject();
  const [error, setError] = useState<string | null>(null);
  const onError = (failure: Error) => setError(errorMessage(intl, failure));
  const project = data.project;
  return (
    <IssueSideSection
      title={intl.formatMessage(messages.title)}
      emptyText={intl.formatMessage(messages.none)}
      data-testid="issue-project"
      busy={assigning || detaching}
      error={error}
      onDismissError={() => setError(null)}
      items={
        project
          ? [
              {
                key: project.id,
                content: (
                  <Anchor component={Link} to={to(`/projects/${encodeURIComponent(project.id)}`)} size="sm">
                    {project.name}
                  </Anchor>
                ),
                detachLabel: intl.formatMessage(messages.detach, { name: project.name }),
                onDetach: () => {
                  setError(null);
                  detach({ variables: { input: { id: data.id } }, onError });
                },
              },
            ]
          : []
      }
      picker={{
        label: intl.formatMessage(messages.pick),
        data: projects.map((option) => ({ value: option.id, label: option.name })),
        onAssign: (projectId, done) => assign({ variables: { input: { id: data.id, projectId } }, onCompleted: done, onError }),
      }}
    />
  );
}
