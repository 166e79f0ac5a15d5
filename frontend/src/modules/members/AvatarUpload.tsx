import { Button, FileButton, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '@/modules/relay/errorMessages';
import { avatarTypes, checkAvatarFile } from './avatarFile';
import { useChangeAvatar } from './useChangeAvatar';

const messages = defineMessages({
  choose: { id: 'member.avatar.choose', defaultMessage: 'Change avatar' },
  hint: { id: 'member.avatar.hint', defaultMessage: 'PNG, JPEG, GIF or WebP, up to 5 MiB.' },
  invalidFormat: { id: 'member.avatar.invalidFormat', defaultMessage: 'Invalid file format' },
  invalidSize: { id: 'member.avatar.invalidSize', defaultMessage: 'Invalid file size' },
  changed: { id: 'member.avatar.changed', defaultMessage: 'Avatar changed.' },
  progress: defineMessage<{ percent: number }>({ id: 'member.avatar.progress', defaultMessage: 'Uploading… {percent, number, percent}' }),
});

/** Picks and uploads an avatar, with progress; wrong type or size is refused before sending. */
export function AvatarUpload({ employeeId }: { employeeId: string }) {
  const intl = useIntl();
  const { upload, progress } = useChangeAvatar();
  const [error, setError] = useState<string | null>(null);
  const onFile = (file: File | null) => {
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      setError(intl.formatMessage(problem === 'format' ? messages.invalidFormat : messages.invalidSize));
      return;
    }
    setError(null);
    upload(employeeId, file).then(
      () => notifications.show({ color: 'green', message: intl.formatMessage(messages.changed) }),
      (cause: unknown) => setError(errorMessage(intl, cause)),
    );
  };
  return (
    <Stack gap={4} maw={260}>
      <FileButton onChange={onFile} accept={avatarTypes.join(',')}>
        {(props) => (
          <Button {...props} variant="light" size="xs" leftSection={<IconUpload size={14} aria-hidden />} loading={progress !== null}>
            {intl.formatMessage(messages.choose)}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        {intl.formatMessage(messages.hint)}
      </Text>
      {progress !== null && (
        <>
          <Progress value={progress * 100} size="sm" aria-label={intl.formatMessage(messages.progress, { percent: progress })} />
          <Text size="xs">{intl.formatMessage(messages.progress, { percent: progress })}</Text>
        </>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
