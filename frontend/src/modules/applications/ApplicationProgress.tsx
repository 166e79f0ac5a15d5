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
  return (
    <Stack gap={2}>
      <ProgressMeter
        label={intl.formatMessage(messages.pages)}
        width={width}
        completed={data.pageProgress.completed}
        total={data.pageProgress.total}
        data-testid="application-page-progress"
      />
      <ProgressMeter
        label={intl.formatMessage(messages.requirements)}
        width={width}
        completed={data.requirementProgress.completed}
        total={data.requirementProgress.total}
        data-testid="application-requirement-progress"
      />
    </Stack>
  );
}
