import { Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { PanelSection } from '@/modules/ui/PanelSection';
import { defaultTagColor } from './tagColors';
import { TagColorPicker } from './TagColorPicker';
import { tagFormErrors, validateTagName, type TagFormErrors } from './tagErrors';
import { useCreateTag } from './useCreateTag';
import { tagMessages } from './tagMessages';

const messages = defineMessages({
  title: { id: 'tag.create.title', defaultMessage: 'New Tag' },
  submit: { id: 'tag.create.submit', defaultMessage: 'Create tag' },
  created: defineMessage<{ name: string }>({ id: 'tag.create.done', defaultMessage: 'Tag “{name}” created.' }),
});

/** Admin: a new tag (name + colour from the palette); it appears in the list through the store. */
export function TagCreateForm({ connectionId }: { connectionId: string }) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>(defaultTagColor);
  const [errors, setErrors] = useState<TagFormErrors>({});
  const [commit, inFlight] = useCreateTag(connectionId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateTagName(intl, name);
    setErrors(problems);
    if (problems.name) return;
    const trimmed = name.trim();
    commit({
      variables: { input: { name: trimmed, color } },
      onCompleted: () => {
        setName('');
        notifications.show({ color: 'green', message: intl.formatMessage(messages.created, { name: trimmed }) });
      },
      onError: (error) => setErrors(tagFormErrors(intl, error)),
    });
  };

  return (
    <PanelSection title={intl.formatMessage(messages.title)}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={intl.formatMessage(tagMessages.name)}
            value={name}
            error={errors.name ?? errors.form}
            required
            maxLength={60}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setErrors({});
            }}
            style={{ maxWidth: 420 }}
          />
          <TagColorPicker
            label={intl.formatMessage(tagMessages.color)}
            value={color}
            error={errors.color}
            onChange={(next) => {
              setColor(next);
              setErrors({});
            }}
          />
          <Group>
            <Button type="submit" loading={inFlight} leftSection={<IconPlus size={16} aria-hidden />}>
              {intl.formatMessage(messages.submit)}
            </Button>
          </Group>
        </Stack>
      </form>
    </PanelSection>
  );
}
