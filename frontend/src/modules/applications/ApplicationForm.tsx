import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { HistoryEditForm } from '@/modules/history/HistoryEditForm';
import { MarkdownField } from '@/modules/markdown/MarkdownField';
import { useProjectSearch } from '@/modules/projects/useProjectSearch';
import { SearchSelect } from '@/modules/ui/form/SearchSelect';
import { useConnectionChoices } from '@/modules/ui/form/useConnectionChoices';
import { type FormPageProps } from '@/modules/ui/form/useEditForm';
import { useRecordForm } from '@/modules/ui/form/useRecordForm';
import { applicationStatus, applicationStatuses } from './applicationStatuses';
import { useApplicationValueFormatter } from './applicationValueFormatter';
import { applicationMessages } from './applicationMessages';
import type { ApplicationForm_application$key } from './__generated__/ApplicationForm_application.graphql';
import type { ApplicationForm_query$key } from './__generated__/ApplicationForm_query.graphql';

/** Application names: 1–200 characters (the server's bound). */
export const applicationNameMaxLength = 200;

const messages = defineMessages({
  form: { id: 'application.form.label', defaultMessage: 'Application' },
  pickProject: { id: 'application.form.pickProject', defaultMessage: 'Choose a project' },
  name: { id: 'application.field.name', defaultMessage: 'Name' },
  projectRequired: { id: 'application.validation.projectRequired', defaultMessage: 'Choose the project the application belongs to.' },
  failed: { id: 'application.form.failed', defaultMessage: 'The application could not be saved' },
});

export interface ApplicationFormValues extends Record<string, unknown> {
  projectId: string;
  applicationName: string;
  description: string;
  statusId: number;
}

interface Props extends FormPageProps<ApplicationFormValues> {
  /** The project choices (creating only). */
  query?: ApplicationForm_query$key | null;
  application?: ApplicationForm_application$key | null;
  /** The project chosen beforehand (`?project=` on /applications/new). */
  projectId?: string;
}

/** No projects to offer (the edit dialog reads none). */
const noProjects = { edges: [] } as const;

const refetchQuery = graphql`
  query ApplicationFormRefetchQuery($id: ID!) {
    node(id: $id) {
      ...ApplicationForm_application @alias
    }
  }
`;

/**
 * Create/update form of an application on the form recipe: Save only when something changed,
 * Ctrl+Enter, server errors under their field ('Name already exists' under the name), and for
 * updates `expectedVersion` with the conflict view (204.X000.004). The project and the status are
 * chosen only when creating; later the status changes on the application's page.
 */
export function ApplicationForm({ query, application, projectId, ...page }: Props) {
  const intl = useIntl();
  const formatValue = useApplicationValueFormatter();
  const options = useFragment(
    graphql`
      fragment ApplicationForm_query on Query {
        projects(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    query ?? null,
  );
  const existing = useFragment(
    graphql`
      fragment ApplicationForm_application on Application {
        id
        applicationName
        description
        statusId
        version
        project {
          id
          name
        }
      }
    `,
    application ?? null,
  );
  const current: ApplicationFormValues = {
    projectId: existing?.project?.id ?? projectId ?? '',
    applicationName: existing?.applicationName ?? '',
    description: existing?.description ?? '',
    statusId: existing?.statusId ?? 1,
  };
  // The first page of projects, the application's own project should that page lack it, and those
  // the picker found on the server (issue 33: projects are too many to load whole).
  const projectSearch = useProjectSearch();
  const projects = useConnectionChoices(options?.projects ?? noProjects, existing?.project ? [existing.project] : undefined, projectSearch.found);

  const form = useRecordForm<ApplicationFormValues>({
    current,
    record: existing,
    refetch: refetchQuery,
    labels: {
      projectId: applicationMessages.project,
      applicationName: messages.name,
      description: applicationMessages.description,
      statusId: applicationMessages.status,
    },
    display: {
      statusId: (id) => intl.formatMessage(applicationStatus(id).label),
      projectId: (id) => projects.names.get(id),
    },
    long: ['description'],
    trim: ['applicationName'],
    // The project is chosen only when creating.
    required: {
      ...(existing ? {} : { projectId: messages.projectRequired }),
      applicationName: applicationMessages.nameRequired,
    },
    maxLength: { applicationName: applicationNameMaxLength },
    inputNames: { name: 'applicationName' },
    page,
  });
  const { values, errors, set } = form;

  return (
    <HistoryEditForm
      form={form}
      messages={messages}
      errorTestId="application-form-error"
      formatValue={formatValue}
    >
      {!existing && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SearchSelect
            label={form.labels.projectId}
            placeholder={intl.formatMessage(messages.pickProject)}
            required
            data={projects.data}
            value={values.projectId || null}
            error={errors.projectId}
            onChange={(value) => set('projectId', value ?? '')}
            {...projectSearch.props}
          />
          <Select {...form.numberChoice('statusId', applicationStatuses)} />
        </SimpleGrid>
      )}
      <TextInput {...form.input('applicationName')} required data-autofocus />
      <MarkdownField {...form.bind('description')} />
    </HistoryEditForm>
  );
}
