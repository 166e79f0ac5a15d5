import { Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '@/modules/relay/errorMessages';
import { DialogActions } from '@/modules/ui/ConfirmDialog';
import { DialogModal } from '@/modules/ui/DialogModal';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { LocaleDates, useCalendarProps } from '@/modules/ui/LocaleDates';
import { apiTokenMessages as messages } from './apiTokenMessages';
import { DEFAULT_LIFETIME_DAYS, MAX_LIFETIME_DAYS, dayAfter, expiresAt } from './apiTokenExpiry';
import { ApiTokenSecretModal } from './ApiTokenSecretModal';
import { useCreateApiToken } from './useCreateApiToken';
import type { ApiTokenScope } from './__generated__/useCreateApiTokenMutation.graphql';

/** "New token": name, scope and expiry day; then its secret, once. */
export function CreateApiTokenButton() {
  const intl = useIntl();
  const calendarProps = useCalendarProps();
  const [create, creating] = useCreateApiToken();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('READ');
  const [day, setDay] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const open = () => {
    setName('');
    setScope('READ');
    setDay(dayAfter(new Date(), DEFAULT_LIFETIME_DAYS));
    setError(null);
    setOpened(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (creating || !day) return;
    setError(null);
    create({
      variables: { input: { name, scope, expiresAt: expiresAt(day) } },
      onCompleted: (data, errors) => {
        if (errors?.length) {
          setError(errors[0]);
          return;
        }
        setOpened(false);
        setSecret(data.createApiToken.secret);
      },
      onError: setError,
    });
  };
  const today = new Date();
  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={open} data-testid="api-token-create">
        {intl.formatMessage(messages.create)}
      </Button>
      <DialogModal opened={opened} onClose={() => setOpened(false)} title={intl.formatMessage(messages.create)}>
        <form onSubmit={submit} data-testid="api-token-form">
          <Stack gap="sm">
            {error ? <ErrorAlert testId="api-token-error">{errorMessage(intl, error)}</ErrorAlert> : null}
            <TextInput
              label={intl.formatMessage(messages.name)}
              description={intl.formatMessage(messages.nameHint)}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              required
              maxLength={100}
              data-autofocus
              data-testid="api-token-name"
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {intl.formatMessage(messages.scope)}
              </Text>
              <SegmentedControl
                aria-label={intl.formatMessage(messages.scope)}
                value={scope}
                onChange={(value) => setScope(value as ApiTokenScope)}
                data={[
                  { value: 'READ', label: intl.formatMessage(messages.read) },
                  { value: 'READ_WRITE', label: intl.formatMessage(messages.readWrite) },
                ]}
                data-testid="api-token-scope"
              />
            </Stack>
            <LocaleDates>
              <DatePickerInput
                label={intl.formatMessage(messages.expires)}
                description={intl.formatMessage(messages.expiresHint)}
                valueFormat="YYYY-MM-DD"
                value={day}
                onChange={(value) => setDay(value ? String(value).slice(0, 10) : null)}
                minDate={dayAfter(today, 0)}
                maxDate={dayAfter(today, MAX_LIFETIME_DAYS)}
                required
                data-testid="api-token-expires"
                {...calendarProps}
              />
            </LocaleDates>
            <DialogActions
              onCancel={() => setOpened(false)}
              confirm={{ label: intl.formatMessage(messages.create), loading: creating, submit: true, disabled: !day, testId: 'api-token-submit' }}
            />
          </Stack>
        </form>
      </DialogModal>
      {secret !== null && <ApiTokenSecretModal secret={secret} onClose={() => setSecret(null)} />}
    </>
  );
}
