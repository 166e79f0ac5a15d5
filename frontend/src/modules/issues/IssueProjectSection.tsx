import { Anchor } from '@mantine/core';
import { defineMessages } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { useProjectSearch } from '@/modules/projects/useProjectSearch';
import { namedChoices } from '@/modules/ui/form/fieldRules';
import { IssueSideSection } from './IssueSideSection';
import { useAssignIssueProject } from './useAssignIssueProject';
import { useDetachIssueProject } from './useDetachIssueProject';
import type { IssueProjectSection_issue$key } from './__generated__/IssueProjectSection_issue.graphql';

const messages = defineMessages({
  title: { id: 'issue.field.project', defaultMessage: 'Project' },
  none: { id: 'issue.project.none', defaultMessage: 'No project' },
  pick: { id: 'issue.project.pick', defaultMessage: 'Choose a project' },
});

interface Props {
  issue: IssueProjectSection_issue$key;
  projects: readonly { readonly id: string; readonly name: string }[];
}

/**
 * The issue's one project: assign (replacing another; the first page offered, what is typed searched
 * on the server) or detach ('Assignment already exists' for the same one).
 */
export function IssueProjectSection({ issue, projects }: Props) {
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
  const search = useProjectSearch();
  const [assign, assigning] = useAssignIssueProject();
  const [detach, detaching] = useDetachIssueProject();
  const project = data.project;
  return (
    <IssueSideSection
      messages={messages}
      data-testid="issue-project"
      busy={assigning || detaching}
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
                name: project.name,
              },
            ]
          : []
      }
      detach={(_projectId, callbacks) => detach({ variables: { input: { id: data.id } }, ...callbacks })}
      picker={{
        data: namedChoices(projects, search.found).data,
        ...search.props,
        assign: (projectId, callbacks) => assign({ variables: { input: { id: data.id, projectId } }, ...callbacks }),
      }}
    />
  );
}
