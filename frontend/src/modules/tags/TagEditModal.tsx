import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { TagColorPicker } from './TagColorPicker';
import { isStaleVersion, staleMessage, tagFormErrors, validateTagName, type TagFormErrors } from './tagErrors';
import { useUpdateTag } from './useUpdateTag';
import type { TagEditModalLatestQuery } from './__generated__/TagEditModalLatestQuery.graphql';

const messages = defineMessages({
  title: defineMessage<{ name: string }>({ id: 'tag.edit.title', defaultMessage: 'Edit tag “{name}”' }),
  name: { id: 'tag.field.name', defaultMessage: 'Name' },
  color: { id: 'tag.field.color', defaultMessage: 'Colour' },
  save: { id: 'tag.edit.save', defaultMessage: 'Save' },
  cancel: { id: 'common.cancel', defaultMessage: 'Cancel' },
  saved: { id: 'tag.edit.saved', defaultMessage: 'Tag saved.' },
});

const latestQuery = graphql`
  query TagEditModalLatestQuery($id: ID!) {
    node(id: $id) {
      ... on Tag {
        id
        name
        color
        version
        updatedAt
      }
    }
  }
`;

export interface EditedTag {
  id: string;
  name: string;
  color: string;
  version: number;
}

interface Props {
  /** The tag as it was when the dialog opened: its version is what the save expects. */
  tag: EditedTag;
  onClose: () => void;
}

/**
 * Rename and/or recolour a tag. The save carries the version the dialog was opened at; if
 * someone else saved in between (204.X000.004), nothing is written: the dialog says so and
 * loads the current values and version, to check and save again.
 */
export function TagEditModal({ tag, onClose }: Props) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [base, setBase] = useState(tag);
  const [name, setName] = useState(tag.name);
  const [color, setColor] = useState(tag.color);
  const [errors, setErrors] = useState<TagFormErrors>({});
  const [stale, setStale] = useState(false);
  const [commit, inFlight] = useUpdateTag();
  const dirty = name.trim() !== base.name || color !== base.color;

  const reload = () => {
    fetchQuery<TagEditModalLatestQuery>(environment, latestQuery, { id: tag.id }, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => {
        const latest = data.node;
        if (!latest || latest.id === undefined || latest.name === undefined || latest.color === undefined || latest.version === undefined) return;
        const next = { id: latest.id, name: latest.name, color: latest.color, version: latest.version };
        setBase(next);
        setName(next.name);
        setColor(next.color);
      },
      error: (error: unknown) => setErrors({ form: tagFormErrors(intl, error).form }),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateTagName(intl, name);
    setErrors(problems);
    if (problems.name || !dirty) return;
    commit({
      variables: { input: { id: tag.id, expectedVersion: base.version, name: name.trim(), color } },
      onCompleted: () => {
        notifications.show({ color: 'green', message: intl.formatMessage(messages.saved) });
        onClose();
      },
      onError: (error) => {
        if (isStaleVersion(error)) {
          setStale(true);
          setErrors({});
          reload();
          return;
        }
        setErrors(tagFormErrors(intl, error));
      },
    });
  };

  return (
    <Modal opened onClose={onClose} title={intl.formatMessage(messages.title, { name: tag.name })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {stale && (
            <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="tag-stale">
              {staleMessage(intl)}
            </Alert>
          )}
          <TextInput
            label={intl.formatMessage(messages.name)}
            value={name}
            error={errors.name}
            required
            maxLength={60}
            data-autofocus
            onChange={(event) => {
              setName(event.currentTarget.value);
              setErrors({});
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
            }}
          />
          <TagColorPicker
            label={intl.formatMessage(messages.color)}
            value={color}
            error={errors.color}
            onChange={(next) => {
              setColor(next);
              setErrors({});
            }}
          />
          {errors.form && (
            <Alert color="red" role="alert">
              {errors.form}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <Button type="submit" loading={inFlight} disabled={!dirty}>
              {intl.formatMessage(messages.save)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
