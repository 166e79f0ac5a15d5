import { Checkbox, SimpleGrid, Stack } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useTagFormChoices } from '@/modules/tags/useTagFormChoices';
import { SearchMultiSelect } from '@/modules/ui/form/SearchSelect';
import { BatchRecipientPreview } from './BatchRecipientPreview';
import type { BatchConditionsFields_query$key } from './__generated__/BatchConditionsFields_query.graphql';

const messages = defineMessages({
  stages: { id: 'email.batch.stages', defaultMessage: 'Deal stages' },
  tags: { id: 'email.batch.tags', defaultMessage: 'Organization tags' },
  anyTag: { id: 'email.batch.anyTag', defaultMessage: 'Any organization' },
});

export interface BatchConditionsValue {
  dealStatusIds: number[];
  tagIds: string[];
}

interface Props {
  query: BatchConditionsFields_query$key;
  value: BatchConditionsValue;
  onChange: (value: BatchConditionsValue) => void;
  error?: string;
}

/**
 * A batch's audience: deal stages as checkboxes (the existing `dealStatuses`, labels and
 * descriptions in the reader's language) and optional organization tags, with who that reaches
 * now beside them.
 */
export function BatchConditionsFields({ query, value, onChange, error }: Props) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment BatchConditionsFields_query on Query {
        dealStatuses {
          statusId
          label
          description
        }
        ...useTagFormChoices_query
      }
    `,
    query,
  );
  const tags = useTagFormChoices(data);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="md">
        <Checkbox.Group
          label={intl.formatMessage(messages.stages)}
          required
          error={error}
          value={value.dealStatusIds.map(String)}
          onChange={(ids) => onChange({ ...value, dealStatusIds: ids.map(Number).sort((a, b) => a - b) })}
          data-testid="batch-deal-statuses"
        >
          <Stack gap={8} mt={8}>
            {data.dealStatuses.map((status) => (
              <Checkbox
                key={status.statusId}
                value={String(status.statusId)}
                label={status.label}
                description={status.description}
                data-status-id={status.statusId}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <SearchMultiSelect
          label={intl.formatMessage(messages.tags)}
          placeholder={value.tagIds.length ? undefined : intl.formatMessage(messages.anyTag)}
          clearable
          data={tags.data}
          {...tags.search}
          value={value.tagIds}
          onChange={(tagIds) => onChange({ ...value, tagIds })}
        />
      </Stack>
      <BatchRecipientPreview dealStatusIds={value.dealStatusIds} tagIds={value.tagIds} />
    </SimpleGrid>
  );
}
