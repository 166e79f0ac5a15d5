import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { errorMessage } from '@/modules/relay/errorMessages';
import { DialogActions } from '@/modules/ui/ConfirmDialog';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { DialogModal } from '@/modules/ui/DialogModal';
import { useSendTestEmail } from './useSendTestEmail';
import type { BatchSendConfirmQuery } from './__generated__/BatchSendConfirmQuery.graphql';
import type { useSendTestEmailMutation$variables } from './__generated__/useSendTestEmailMutation.graphql';

const query = graphql`
  query BatchSendConfirmQuery($conditions: EmailConditionsInput!) {
    batchRecipientPreview(conditions: $conditions) {
      count
    }
  }
`;

const messages = defineMessages({
  title: { id: 'email.batch.confirm.title', defaultMessage: 'Send this batch?' },
  counting: { id: 'email.batch.confirm.counting', defaultMessage: 'Counting the recipients…' },
  now: defineMessage<{ count: number }>({
    id: 'email.batch.confirm.now',
    defaultMessage: '{count, plural, one {It goes to # recipient now.} other {It goes to # recipients now.}} It cannot be taken back once sent.',
  }),
  later: defineMessage<{ count: number }>({
    id: 'email.batch.confirm.later',
    defaultMessage: '{count, plural, one {It is scheduled for # recipient (as of now).} other {It is scheduled for # recipients (as of now).}}',
  }),
  send: defineMessage<{ count: number }>({ id: 'email.batch.confirm.send', defaultMessage: '{count, plural, one {Send to # recipient} other {Send to # recipients}}' }),
  schedule: { id: 'email.job.schedule', defaultMessage: 'Schedule' },
  test: { id: 'email.batch.confirm.test', defaultMessage: 'Send a test to me' },
  testSent: defineMessage<{ address: string }>({ id: 'email.batch.confirm.testSent', defaultMessage: 'A test was sent to {address}, as the first recipient will get it.' }),
  testFailed: { id: 'email.batch.confirm.testFailed', defaultMessage: 'The test could not be sent' },
  countFailed: { id: 'email.batch.preview.failed', defaultMessage: 'The recipients could not be counted' },
});

/** What the test sends: the form's content and the batch's conditions. */
export type BatchTestInput = useSendTestEmailMutation$variables['input'];

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The batch's audience, counted afresh each time the dialog opens. */
  conditions: { dealStatusIds: readonly number[]; tagIds: readonly string[] };
  /** Scheduled for later (true) or sent now. */
  later: boolean;
  test: BatchTestInput;
  sending: boolean;
  onConfirm: () => void;
}

/**
 * Asks before a batch goes out (issue 37 §6): how many it reaches now, with "Send a test to me"
 * (the message as the first recipient gets it, to the signed-in user only) beside the send.
 */
export function BatchSendConfirm({ opened, onClose, conditions, later, test, sending, onConfirm }: Props) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [count, setCount] = useState<number | null>(null);
  const [countError, setCountError] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<{ sentTo: string } | { error: string } | null>(null);
  const [commitTest, testing] = useSendTestEmail();
  const stages = conditions.dealStatusIds.join(',');
  const tags = conditions.tagIds.join(',');

  useEffect(() => {
    if (!opened) return undefined;
    setCount(null);
    setCountError(null);
    setTestResult(null);
    const variables = { conditions: { dealStatusIds: stages ? stages.split(',').map(Number) : [], tagIds: tags ? tags.split(',') : [] } };
    const request = fetchQuery<BatchSendConfirmQuery>(environment, query, variables, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => setCount(data.batchRecipientPreview.count),
      error: (failure: unknown) => setCountError(errorMessage(intl, failure)),
    });
    return () => request.unsubscribe();
  }, [opened, environment, intl, stages, tags]);

  const sendTest = () =>
    commitTest({
      variables: { input: test },
      onCompleted: (response) => setTestResult({ sentTo: response.sendTestEmail.sentTo }),
      onError: (error) => setTestResult({ error: errorMessage(intl, error) }),
    });

  return (
    <DialogModal opened={opened} onClose={onClose} title={intl.formatMessage(messages.title)}>
      <Stack gap="md">
        {countError ? (
          <ErrorAlert title={intl.formatMessage(messages.countFailed)}>{countError}</ErrorAlert>
        ) : count === null ? (
          <Group gap="xs">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{intl.formatMessage(messages.counting)}</Text>
          </Group>
        ) : (
          <Text size="sm" data-testid="batch-confirm-count" data-count={count}>
            {intl.formatMessage(later ? messages.later : messages.now, { count })}
          </Text>
        )}
        {testResult && 'sentTo' in testResult && (
          <Text size="sm" c="teal" role="status" data-testid="email-test-sent">
            {intl.formatMessage(messages.testSent, { address: testResult.sentTo })}
          </Text>
        )}
        {testResult && 'error' in testResult && <ErrorAlert title={intl.formatMessage(messages.testFailed)}>{testResult.error}</ErrorAlert>}
        <Group>
          <Button variant="light" leftSection={<IconFlask size={16} aria-hidden />} loading={testing} onClick={sendTest} data-testid="email-send-test">
            {intl.formatMessage(messages.test)}
          </Button>
        </Group>
        <DialogActions
          onCancel={onClose}
          confirm={{
            label: later ? intl.formatMessage(messages.schedule) : intl.formatMessage(messages.send, { count: count ?? 0 }),
            loading: sending,
            disabled: count === null || count === 0,
            onClick: onConfirm,
            testId: 'email-send-confirm',
          }}
        />
      </Stack>
    </DialogModal>
  );
}
