import { Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useIntl } from 'react-intl';
import { commonMessages } from '@/modules/ui/commonMessages';
import { MarkdownView } from './MarkdownView';

interface Props {
  /** The section's heading (the field's label, e.g. "Description"). */
  title: string;
  source: string;
  /** The heading's level where the page places the section. */
  order?: TitleOrder;
  size?: string;
  'data-testid'?: string;
}

/** A titled markdown section of a detail page, or "No description." when it is blank. */
export function MarkdownSection({ title, source, order = 2, size = 'h4', 'data-testid': testId }: Props) {
  const intl = useIntl();
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={order} size={size}>
        {title}
      </Title>
      {source.trim() ? <MarkdownView source={source} /> : <Text c="dimmed">{intl.formatMessage(commonMessages.noDescription)}</Text>}
    </Stack>
  );
}
