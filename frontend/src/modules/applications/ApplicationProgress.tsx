import { Stack } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { ProgressMeter } from './ProgressMeter';
import type { ApplicationProgress_application$key } from './__generated__/ApplicationProgress_application.graphql';

const messages = defineMessages({
  pages: { id: 'application.tree.pages', defaultMessage: 'Pages' },
  requirements: { id: 'application.tree.requirements', defaultMessage: 'Requirements' },
});

/**
 * An application's progress, one bar per tree (completed pages, completed requirements), as its
 * list row and its page show it (issue 32: one copy of the two bars and the fields they read).
 */
export function ApplicationProgress({ application, width }: { application: ApplicationProgress_application$key; width?: number }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ApplicationProgress_application on Application {
        pageProgress {
          completed
          total
        }
        requirementProgress {
          completed
          total
        }
      }
    `,
    application,
  );
  const trees = [
    { key: 'page', label: messages.pages, progress: data.pageProgress },
    { key: 'requirement', label: messages.requirements, progress: data.requirementProgress },
  ];
  return (
    <Stack gap={2}>
      {trees.map(({ key, label, progress }) => (
        <ProgressMeter
          key={key}
          label={intl.formatMessage(label)}
          width={width}
          completed={progress.completed}
          total={progress.total}
          data-testid={`application-${key}-progress`}
        />
      ))}
    </Stack>
  );
}
