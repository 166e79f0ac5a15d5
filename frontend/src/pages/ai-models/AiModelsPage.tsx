import { Stack } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { AiModelTable } from '@/modules/ai/AiModelTable';
import { AiProviderList } from '@/modules/ai/AiProviderList';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { usePageData } from '@/modules/routing/usePageData';
import { PageHeader } from '@/modules/ui/PageHeader';
import type { AiModelsPageData } from './aiModelsPageLoader';
import { AiModelsPageQuery } from './AiModelsPageQuery';
import type { AiModelsPageQuery as AiModelsPageQueryType } from './__generated__/AiModelsPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.aiModels.title', defaultMessage: 'AI Models' },
});

/** /ai-models ('AI Models', admins): the configured providers and the models staff may use, live. */
export function AiModelsPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.title));
  const { data } = usePageData<AiModelsPageQueryType, AiModelsPageData>(AiModelsPageQuery);
  return (
    <Stack gap="xl">
      <PageHeader title={intl.formatMessage(messages.title)} />
      <AiProviderList query={data} />
      <AiModelTable query={data} catalogue={data} />
    </Stack>
  );
}
