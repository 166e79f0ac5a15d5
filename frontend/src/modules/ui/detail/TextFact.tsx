import { Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { commonMessages } from '@/modules/ui/commonMessages';
import { DetailField } from '@/modules/ui/DetailFacts';

interface Props {
  label: string;
  /** The text as written: line breaks kept, long words broken. */
  text: string | null | undefined;
  /** The words shown, dimmed, for no text. Default "No description.". */
  empty?: string;
  testId?: string;
}

/** A fact that is plain text the user wrote (a description), or the area's words for none. */
export function TextFact({ label, text, empty, testId }: Props) {
  const intl = useIntl();
  return (
    <DetailField label={label}>
      <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} c={text ? undefined : 'dimmed'} data-testid={testId}>
        {text || (empty ?? intl.formatMessage(commonMessages.noDescription))}
      </Text>
    </DetailField>
  );
}
