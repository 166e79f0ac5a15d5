import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { HistoryEditForm } from '@/modules/history/HistoryEditForm';
import { useEmployeeFormChoices } from '@/modules/members/useEmployeeFormChoices';
import { useTagFormChoices } from '@/modules/tags/useTagFormChoices';
import { MarkdownField } from '@/modules/markdown/MarkdownField';
import { NumberField } from '@/modules/ui/form/NumberField';
import { numberMessage, type NumberRule } from '@/modules/ui/form/numberRule';
import { SearchMultiSelect, SearchSelect } from '@/modules/ui/form/SearchSelect';
import { type FormPageProps } from '@/modules/ui/form/useEditForm';
import { useRecordForm } from '@/modules/ui/form/useRecordForm';
import { dealCurrencies, defaultCurrency, formatMoney, minorUnitsOf, toMajor } from './money';
import type { OrganizationForm_organization$key } from './__generated__/OrganizationForm_organization.graphql';
import type { OrganizationForm_query$key } from './__generated__/OrganizationForm_query.graphql';

const messages = defineMessages({
  form: { id: 'organization.form.label', defaultMessage: 'Organization' },
  name: { id: 'organization.field.name', defaultMessage: 'Name' },
  description: { id: 'organization.field.description', defaultMessage: 'Description' },
  website: { id: 'organization.field.website', defaultMessage: 'Website' },
  websitePlaceholder: { id: 'organization.form.websitePlaceholder', defaultMessage: 'https://example.com' },
  tags: { id: 'organization.field.tags', defaultMessage: 'Tags' },
  owner: { id: 'organization.field.owner', defaultMessage: 'Owner' },
  noOwner: { id: 'organization.noOwner', defaultMessage: 'No owner' },
  dealAmount: { id: 'organization.field.dealAmount', defaultMessage: 'Deal amount' },
  dealCurrency: { id: 'organization.field.dealCurrency', defaultMessage: 'Currency' },
  dealStatus: { id: 'organization.field.startingStatus', defaultMessage: 'Starting deal status' },
  nameRequired: { id: 'organization.validation.nameRequired', defaultMessage: 'Enter a name.' },
  failed: { id: 'organization.form.failed', defaultMessage: 'The organization could not be saved' },
});

export interface OrganizationFormValues extends Record<string, unknown> {
  name: string;
  description: string;
  website: string;
  tagIds: string[];
  ownerId: string | null;
  /** In major units, as typed (converted to minor units on submit); null when empty, NaN when not a number (refused). */
  dealAmount: number | null;
  dealCurrency: string;
  dealStatusId: number;
}

/** The server's bound on a deal amount, in minor units (`organizations::DEAL_AMOUNT_MAX`). */
const dealAmountMaxMinor = 1_000_000_000_000;

/** A deal amount in the currency's major units: 0 up to the server's bound, with the currency's decimals. */
function dealAmountRule(currency: string): NumberRule {
  const decimals = minorUnitsOf(currency);
  return { min: 0, max: dealAmountMaxMinor / 10 ** decimals, decimals, required: true };
}

interface Props extends FormPageProps<OrganizationFormValues> {
  query: OrganizationForm_query$key;
  organization?: OrganizationForm_organization$key | null;
}

const refetchQuery = graphql`
  query OrganizationFormRefetchQuery($id: ID!) {
    node(id: $id) {
      ...OrganizationForm_organization @alias
    }
  }
`;

/**
 * Create/update form (issue 13) on the form recipe: Save only when something changed,
 * Ctrl+Enter, server errors under the field they name, and (updates) `expectedVersion` with the
 * conflict view when someone saved in between (204.X000.004). The deal amount is typed in major
 * units and sent in the currency's minor units.
 */
export function OrganizationForm({ query, organization, ...page }: Props) {
  const intl = useIntl();
  const options = useFragment(
    graphql`
      fragment OrganizationForm_query on Query {
        ...useEmployeeFormChoices_query
        ...useTagFormChoices_query
        dealStatuses {
          statusId
          label
          description
        }
      }
    `,
    query,
  );
  const existing = useFragment(
    graphql`
      fragment OrganizationForm_organization on Organization {
        id
        name
        description
        website
        version
        tags {
          id
          name
        }
        owner {
          id
          name
        }
        dealValue {
          amount
          currency
        }
        dealStatus {
          statusId
        }
      }
    `,
    organization ?? null,
  );
  const current: OrganizationFormValues = {
    name: existing?.name ?? '',
    description: existing?.description ?? '',
    website: existing?.website ?? '',
    tagIds: existing?.tags.map((tag) => tag.id) ?? [],
    ownerId: existing?.owner?.id ?? null,
    dealAmount: existing ? toMajor(existing.dealValue.amount, existing.dealValue.currency) : 0,
    dealCurrency: existing?.dealValue.currency ?? defaultCurrency,
    dealStatusId: existing?.dealStatus.statusId ?? 1,
  };

  const tags = useTagFormChoices(options, existing?.tags);
  const owners = useEmployeeFormChoices(options, existing?.owner ? [existing.owner] : []);
  const form = useRecordForm<OrganizationFormValues>({
    current,
    record: existing,
    refetch: refetchQuery,
    labels: {
      name: messages.name,
      description: messages.description,
      website: messages.website,
      tagIds: messages.tags,
      ownerId: messages.owner,
      dealAmount: messages.dealAmount,
      dealCurrency: messages.dealCurrency,
      dealStatusId: messages.dealStatus,
    },
    display: {
      tagIds: tags.namesOf,
      ownerId: (id) => (id ? owners.nameOf(id) : intl.formatMessage(messages.noOwner)),
      dealAmount: (amount, from) => {
        const minorUnits = minorUnitsOf(from.dealCurrency);
        return formatMoney(intl, { amount: Math.round(Number(amount) * 10 ** minorUnits), currency: from.dealCurrency, minorUnits });
      },
      dealStatusId: (id) => options.dealStatuses.find((status) => status.statusId === id)?.label ?? String(id),
    },
    long: ['description'],
    trim: ['name', 'website'],
    required: { name: messages.nameRequired },
    validate: ({ dealAmount, dealCurrency }) => {
      const amount = numberMessage(intl, dealAmount, dealAmountRule(dealCurrency));
      return amount ? { dealAmount: amount } : {};
    },
    page,
  });
  const { values } = form;
  const selectedStatus = options.dealStatuses.find((status) => status.statusId === values.dealStatusId);

  return (
    <HistoryEditForm
      form={form}
      messages={messages}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...form.input('name')} required data-autofocus />
        <TextInput {...form.input('website')} type="url" placeholder={intl.formatMessage(messages.websitePlaceholder)} />
      </SimpleGrid>
      <MarkdownField {...form.bind('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SearchMultiSelect {...form.bind('tagIds')} clearable data={tags.data} {...tags.search} />
        <SearchSelect {...form.bind('ownerId')} placeholder={intl.formatMessage(messages.noOwner)} clearable data={owners.data} {...owners.search} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: existing ? 2 : 3 }}>
        <NumberField {...form.bind('dealAmount')} rule={dealAmountRule(values.dealCurrency)} thousandSeparator="," />
        <Select {...form.bind('dealCurrency')} allowDeselect={false} data={[...dealCurrencies]} onChange={(value) => value && form.set('dealCurrency', value)} />
        {!existing && (
          <Select
            {...form.bind('dealStatusId')}
            allowDeselect={false}
            data={options.dealStatuses.map((status) => ({ value: String(status.statusId), label: status.label }))}
            value={String(values.dealStatusId)}
            description={selectedStatus?.description}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            onChange={(value) => value && form.set('dealStatusId', Number(value))}
          />
        )}
      </SimpleGrid>
    </HistoryEditForm>
  );
}
