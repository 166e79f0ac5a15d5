import { TextInput } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { historyChanges } from '@/modules/history/HistoryEditForm';
import { commonMessages } from '@/modules/ui/commonMessages';
import { EditFormModal } from '@/modules/ui/form/EditFormModal';
import { useRecordForm } from '@/modules/ui/form/useRecordForm';
import { useDialogForm } from '@/modules/ui/form/useSave';
import { TagColorPicker } from './TagColorPicker';
import { tagColorLabel } from './tagColors';
import { validateTagName } from './tagErrors';
import { useUpdateTag } from './useUpdateTag';
import { tagMessages } from './tagMessages';

const messages = defineMessages({
  title: defineMessage<{ name: string }>({ id: 'tag.edit.title', defaultMessage: 'Edit tag “{name}”' }),
  saved: { id: 'tag.edit.saved', defaultMessage: 'Tag saved.' },
});

const refetchQuery = graphql`
  query TagEditModalRefetchQuery($id: ID!) {
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

interface TagValues extends Record<string, unknown> {
  name: string;
  color: string;
}

type TagField = keyof TagValues & string;

export interface EditedTag {
  id: string;
  name: string;
  color: string;
  version: number;
}

interface Props {
  /** The tag as stored now (from the Relay store: it follows live updates). */
  tag: EditedTag;
  onClose: () => void;
}

/**
 * Rename and/or recolour a tag, on the form recipe: the save carries the version the dialog was
 * opened at; a stale save (204.X000.004) opens the conflict view (who changed what since, yours
 * beside theirs, "Reload with their changes" or "Save mine anyway"). Nothing is overwritten silently.
 */
export function TagEditModal({ tag, onClose }: Props) {
  const intl = useIntl();
  const shown = (field: TagField, value: unknown) => (field === 'color' ? intl.formatMessage(tagColorLabel(String(value))) : String(value));
  const form = useRecordForm<TagValues>({
    current: { name: tag.name, color: tag.color },
    record: tag,
    refetch: refetchQuery,
    labels: { name: tagMessages.name, color: tagMessages.color },
    display: shown,
    trim: ['name'],
    validate: (values) => ({ ...validateTagName(intl, values.name) }),
    page: useDialogForm(useUpdateTag(), {
      variables: (values: TagValues, expectedVersion) => ({ input: { id: tag.id, expectedVersion, name: values.name, color: values.color } }),
      saved: messages.saved,
      submitLabel: commonMessages.save,
      onClose,
    }),
  });
  return (
    <EditFormModal
      form={form}
      title={intl.formatMessage(messages.title, { name: tag.name })}
      onClose={onClose}
      changes={historyChanges(form, (field, value) => (field === 'color' && typeof value === 'string' ? shown('color', value) : undefined))}
    >
      <TextInput {...form.input('name')} required maxLength={60} data-autofocus />
      <TagColorPicker {...form.bind('color')} />
    </EditFormModal>
  );
}
