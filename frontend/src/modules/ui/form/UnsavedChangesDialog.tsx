import { Button, Group, Modal, Text } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import type { Blocker } from 'react-router';

const messages = defineMessages({
  title: { id: 'form.unsaved.title', defaultMessage: 'Leave without saving?' },
  body: { id: 'form.unsaved.body', defaultMessage: 'Your changes to this form have not been saved. If you leave now, they are lost.' },
  stay: { id: 'form.unsaved.stay', defaultMessage: 'Stay and keep editing' },
  leave: { id: 'form.unsaved.leave', defaultMessage: 'Leave and discard changes' },
});

/** The question a held navigation waits on: stay (the default, focused) or leave and lose the changes. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const intl = useIntl();
  const opened = blocker.state === 'blocked';
  return (
    <Modal opened={opened} onClose={() => blocker.reset?.()} title={intl.formatMessage(messages.title)} centered data-testid="unsaved-changes">
      <Text size="sm">{intl.formatMessage(messages.body)}</Text>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button color="red" variant="light" onClick={() => blocker.proceed?.()}>
          {intl.formatMessage(messages.leave)}
        </Button>
        <Button onClick={() => blocker.reset?.()} data-autofocus>
          {intl.formatMessage(messages.stay)}
        </Button>
      </Group>
    </Modal>
  );
}
