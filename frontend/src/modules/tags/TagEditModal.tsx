import { Alert, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { HistorySince } from '@/modules/history/HistorySince';
import { commonMessages } from '@/modules/ui/commonMessages';
import { ConflictPanel, type ConflictRow } from '@/modules/ui/form/ConflictPanel';
import { FormActions } from '@/modules/ui/form/FormActions';
import { KeptValues } from '@/modules/ui/form/KeptValues';
import { RecipeForm } from '@/modules/ui/form/RecipeForm';
import { useFormRecipe } from '@/modules/ui/form/useFormRecipe';
import { TagColorPicker } from './TagColorPicker';
import { tagColorLabel } from './tagColors';
import { tagFormErrors, validateTagName, type TagFormErrors } from './tagErrors';
import { useUpdateTag } from './useUpdateTag';
import type { TagEditModalRefetchQuery } from './__generated__/TagEditModalRefetchQuery.graphql';

const messages = defineMessages({
  title: defineMessage<{ name: string }>({ id: 'tag.edit.title', defaultMessage: 'Edit tag “{name}”' }),
  name: { id: 'tag.field.name', defaultMessage: 'Name' },
  color: { id: 'tag.field.color', defaultMessage: 'Colour' },
  save: { id: 'tag.edit.save', defaultMessage: 'Save' },
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
  const environment = useRelayEnvironment();
  const [theirsLoaded, setTheirsLoaded] = useState(false);
  const current: TagValues = { name: tag.name, color: tag.color };
  const recipe = useFormRecipe<TagValues>({
    current,
    currentVersion: tag.version,
    onConflict: () => {
      setTheirsLoaded(false);
      fetchQuery<TagEditModalRefetchQuery>(environment, refetchQuery, { id: tag.id }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then(
          () => setTheirsLoaded(true),
          () => setTheirsLoaded(true),
        );
    },
  });
  const { values } = recipe;
  const [errors, setErrors] = useState<TagFormErrors>({});
  const [commit, inFlight] = useUpdateTag();
  const labels: Record<TagField, string> = { name: intl.formatMessage(messages.name), color: intl.formatMessage(messages.color) };
  const shown = (field: TagField, value: string) => (field === 'color' ? intl.formatMessage(tagColorLabel(value)) : value);

  const send = (values: TagValues, expectedVersion: number | null) => {
    const problems = validateTagName(intl, values.name);
    setErrors(problems);
    if (problems.name) return;
    commit({
      variables: { input: { id: tag.id, expectedVersion: expectedVersion ?? 0, name: values.name.trim(), color: values.color } },
      onCompleted: () => {
        notifications.show({ color: 'green', message: intl.formatMessage(messages.saved) });
        onClose();
      },
      onError: (error) => {
        if (expectedVersion !== null && recipe.handleError(error, expectedVersion)) return;
        setErrors(tagFormErrors(intl, error));
      },
    });
  };
  const submit = () => {
    if (!recipe.dirty || inFlight) return;
    send(values, recipe.version);
  };
  const conflict = recipe.conflict;
  const rows: ConflictRow[] = conflict
    ? (['name', 'color'] as const)
        .filter((field) => recipe.changedFields.includes(field) && conflict.mine[field] !== current[field])
        .map((field) => ({ key: field, label: labels[field], mine: shown(field, conflict.mine[field]), theirs: shown(field, current[field]) }))
    : [];
  const kept = recipe.kept;
  return (
    <Modal
      opened
      onClose={onClose}
      title={intl.formatMessage(messages.title, { name: tag.name })}
      size={conflict ? 'xl' : 'md'}
      closeButtonProps={{ 'aria-label': intl.formatMessage(commonMessages.close) }}
    >
      <RecipeForm onSubmit={submit} label={intl.formatMessage(messages.title, { name: tag.name })}>
        <Stack gap="md">
          {errors.form && (
            <Alert color="red" role="alert">
              {errors.form}
            </Alert>
          )}
          {conflict && (
            <ConflictPanel
              rows={rows}
              changes={
                <HistorySince
                  nodeId={tag.id}
                  sinceVersion={conflict.expectedVersion}
                  formatValue={(field, value) => (field === 'color' && typeof value === 'string' ? shown('color', value) : undefined)}
                />
              }
              theirsReady={theirsLoaded && (conflict.currentVersion === null || tag.version >= conflict.currentVersion)}
              saving={inFlight}
              onReload={recipe.reloadTheirs}
              onSaveMine={() => {
                const mine = recipe.mineOverTheirs();
                send(mine.values, mine.version);
              }}
            />
          )}
          {kept && (
            <KeptValues
              rows={(Object.keys(kept) as TagField[]).map((field) => ({ key: field, label: labels[field], text: shown(field, String(kept[field])) }))}
              onRestore={(field) => recipe.restoreKept(field as TagField)}
              onDismiss={recipe.dismissKept}
            />
          )}
          <TextInput
            label={labels.name}
            value={values.name}
            error={errors.name}
            required
            maxLength={60}
            data-autofocus
            onChange={(event) => {
              recipe.set('name', event.currentTarget.value);
              setErrors({});
            }}
          />
          <TagColorPicker
            label={labels.color}
            value={values.color}
            error={errors.color}
            onChange={(next) => {
              recipe.set('color', next);
              setErrors({});
            }}
          />
          <FormActions submitLabel={intl.formatMessage(messages.save)} dirty={recipe.dirty} inFlight={inFlight} onCancel={onClose} />
        </Stack>
      </RecipeForm>
    </Modal>
  );
}
