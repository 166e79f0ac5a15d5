import { Stack } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { DemoGallery } from '@/modules/demo/DemoGallery';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { PageHeader } from '@/modules/ui/PageHeader';

const messages = defineMessages({
  title: { id: 'page.demo.title', defaultMessage: 'Component gallery' },
});

/** /demo (spec §2, purpose not shown): a gallery of the product's building blocks, in en and ja, light and dark. */
export function DemoPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.title));
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader title={intl.formatMessage(messages.title)} />
      <DemoGallery />
    </Stack>
  );
}
