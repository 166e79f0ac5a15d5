import { Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { ApiTokenList } from '@/modules/api-tokens/ApiTokenList';
import { apiTokenMessages as messages } from '@/modules/api-tokens/apiTokenMessages';
import { CreateApiTokenButton } from '@/modules/api-tokens/CreateApiTokenButton';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { usePageData } from '@/modules/routing/usePageData';
import { PageHeader } from '@/modules/ui/PageHeader';
import { ApiTokensPageQuery } from './ApiTokensPageQuery';
import type { ApiTokensPageQuery as Query } from './__generated__/ApiTokensPageQuery.graphql';

/**
 * /settings/api-tokens (issue 34 §3): the employee's personal API tokens, live, with "New token"
 * (its secret shown once) and revoke.
 */
export function ApiTokensPage() {
  const intl = useIntl();
  const { data } = usePageData<Query>(ApiTokensPageQuery);
  const title = intl.formatMessage(messages.title);
  usePageTitle(title);
  return (
    <Stack gap="md">
      <PageHeader title={title}>
        <CreateApiTokenButton />
      </PageHeader>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(messages.intro)}
      </Text>
      <ApiTokenList query={data} />
    </Stack>
  );
}
