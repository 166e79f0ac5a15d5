import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { HistoryEditForm } from '@/modules/history/HistoryEditForm';
import { MarkdownField } from '@/modules/markdown/MarkdownField';
import { useEmployeeFormChoices } from '@/modules/members/useEmployeeFormChoices';
import { useOrganizationSearch } from '@/modules/organizations/useOrganizationSearch';
import { SearchMultiSelect } from '@/modules/ui/form/SearchSelect';
import { useConnectionChoices } from '@/modules/ui/form/useConnectionChoices';
import { type FormPageProps } from '@/modules/ui/form/useEditForm';
import { useRecordForm } from '@/modules/ui/form/useRecordForm';
import { projectStatus, projectStatuses } from './projectStatuses';
import { useProjectValueFormatter } from './projectValueFormatter';
import { projectMessages } from './projectMessages';
import type { ProjectForm_project$key } from './__generated__/ProjectForm_project.graphql';
import type { ProjectForm_query$key } from './__generated__/ProjectForm_query.graphql';

/** CreateProjectInput: name 1–100 characters. */
export const projectNameMaxLength = 100;

const messages = defineMessages({
  form: { id: 'project.form.label', defaultMessage: 'Project' },
  name: { id: 'project.field.name', defaultMessage: 'Name' },
  nobody: { id: 'project.form.nobody', defaultMessage: 'Nobody yet' },
  noOrganization: { id: 'project.form.noOrganization', defaultMessage: 'No organization yet' },
  nameRequired: { id: 'project.validation.nameRequired', defaultMessage: 'Enter a name.' },
  failed: { id: 'project.form.failed', defaultMessage: 'The project could not be saved' },
});

export interface ProjectFormValues extends Record<string, unknown> {
  name: string;
  description: string;
  statusId: number;
  organizationIds: string[];
  employeeIds: string[];
}

interface Props extends FormPageProps<ProjectFormValues> {
  query: ProjectForm_query$key;
  project?: ProjectForm_project$key | null;
}

const refetchQuery = graphql`
  query ProjectFormRefetchQuery($id: ID!) {
    node(id: $id) {
      ...ProjectForm_project @alias
    }
  }
`;

/**
 * Create/update form on the form recipe (issue 13): Save only when something changed, Ctrl+Enter,
 * server errors under their field, and for updates `expectedVersion` with the conflict view when
 * someone saved in between (204.X000.004). The status is set here only when creating; later it
 * changes on the detail page (changeProjectStatus, Management).
 */
export function ProjectForm({ query, project, ...page }: Props) {
  const intl = useIntl();
  const formatValue = useProjectValueFormatter();
  const options = useFragment(
    graphql`
      fragment ProjectForm_query on Query {
        organizations(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
        ...useEmployeeFormChoices_query
      }
    `,
    query,
  );
  const existing = useFragment(
    graphql`
      fragment ProjectForm_project on Project {
        id
        name
        description
        statusId
        version
        organizations {
          id
          name
        }
        employees {
          id
          name
        }
      }
    `,
    project ?? null,
  );
  const current: ProjectFormValues = {
    name: existing?.name ?? '',
    description: existing?.description ?? '',
    statusId: existing?.statusId ?? 1,
    organizationIds: existing?.organizations.map((organization) => organization.id) ?? [],
    employeeIds: existing?.employees.map((employee) => employee.id) ?? [],
  };
  // Names for ids the option lists may not hold (a deleted organization, the 101st employee).
  const organizationSearch = useOrganizationSearch();
  const organizations = useConnectionChoices(options.organizations, existing?.organizations, organizationSearch.found);
  const team = useEmployeeFormChoices(options, existing?.employees);

  const form = useRecordForm<ProjectFormValues>({
    current,
    record: existing,
    refetch: refetchQuery,
    labels: {
      name: messages.name,
      description: projectMessages.description,
      statusId: projectMessages.status,
      organizationIds: projectMessages.organizations,
      employeeIds: projectMessages.team,
    },
    display: {
      statusId: (id) => intl.formatMessage(projectStatus(id).label),
      organizationIds: organizations.namesOf,
      employeeIds: team.namesOf,
    },
    long: ['description'],
    trim: ['name'],
    required: { name: messages.nameRequired },
    maxLength: { name: projectNameMaxLength },
    page,
  });
  const { values } = form;

  return (
    <HistoryEditForm
      form={form}
      messages={messages}
      formatValue={formatValue}
    >
      <TextInput {...form.input('name')} required data-autofocus />
      <MarkdownField {...form.bind('description')} />
      <SimpleGrid cols={{ base: 1, sm: existing ? 2 : 3 }}>
        {!existing && (
          <Select {...form.numberChoice('statusId', projectStatuses)} />
        )}
        <SearchMultiSelect
          {...form.bind('organizationIds')}
          placeholder={values.organizationIds.length ? undefined : intl.formatMessage(messages.noOrganization)}
          clearable
          data={organizations.dataWith(values.organizationIds)}
          {...organizationSearch.props}
        />
        <SearchMultiSelect
          {...form.bind('employeeIds')}
          placeholder={values.employeeIds.length ? undefined : intl.formatMessage(messages.nobody)}
          clearable
          data={team.dataWith(values.employeeIds)}
          {...team.search}
        />
      </SimpleGrid>
    </HistoryEditForm>
  );
}
