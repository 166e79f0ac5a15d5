import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { ClientError } from '@/modules/relay/ClientError';
import { errorMessage } from '@/modules/relay/errorMessages';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { RecipeForm } from '@/modules/ui/form/RecipeForm';
import { PageLoader } from '@/modules/ui/PageLoader';
import { useSaveGeneratedDocument } from './useSaveGeneratedDocument';

const MarkdownEditor = lazy(() => import('@/modules/markdown/MarkdownEditor').then((module) => ({ default: module.MarkdownEditor })));

const messages = defineMessages({
  heading: { id: 'chat.generate.saveHeading', defaultMessage: 'Save as a document' },
  title: { id: 'chat.generate.documentTitle', defaultMessage: 'Title' },
  body: { id: 'chat.generate.documentBody', defaultMessage: 'Body' },
  save: { id: 'chat.generate.save', defaultMessage: 'Save as draft' },
  titleRequired: { id: 'chat.generate.titleRequired', defaultMessage: 'Enter a title.' },
  loading: { id: 'chat.generate.editorLoading', defaultMessage: 'Loading the editor…' },
  failed: { id: 'chat.generate.saveFailed', defaultMessage: 'The document was not saved' },
});

interface Props {
  /** The completed answer. */
  messageId: string;
  /** Its text: the body to start from. */
  text: string;
  /** A title to start from (the room's). */
  initialTitle: string;
}

/** A completed answer saved as a draft document: a title, the body editable in the documents' markdown editor; then the document opens. */
export function SaveGeneratedDocumentForm({ messageId, text, initialTitle }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [title, setTitle] = useState(initialTitle);
  const [body, setBody] = useState(text);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [save, inFlight] = useSaveGeneratedDocument();
  const submit = () => {
    if (inFlight) return;
    const trimmed = title.trim();
    setFormError(null);
    if (!trimmed) {
      setTitleError(intl.formatMessage(messages.titleRequired));
      return;
    }
    save({
      variables: { input: { messageId, title: trimmed, body } },
      onCompleted: (response) => void navigate(to(`/documents/${encodeURIComponent(response.saveGeneratedDocument.document.id)}`)),
      onError: (error) => {
        if (error instanceof ClientError && error.field?.replace(/^input\./, '') === 'title') setTitleError(errorMessage(intl, error));
        else setFormError(errorMessage(intl, error));
      },
    });
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="generated-document-save">
      <RecipeForm onSubmit={submit} label={intl.formatMessage(messages.heading)}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {intl.formatMessage(messages.heading)}
          </Title>
          {formError && (
            <ErrorAlert title={intl.formatMessage(messages.failed)}>
              {formError}
            </ErrorAlert>
          )}
          <TextInput
            label={intl.formatMessage(messages.title)}
            required
            value={title}
            error={titleError}
            onChange={(event) => {
              setTitle(event.currentTarget.value);
              setTitleError(null);
            }}
          />
          <Suspense fallback={<PageLoader label={intl.formatMessage(messages.loading)} />}>
            <MarkdownEditor label={intl.formatMessage(messages.body)} value={body} onChange={setBody} />
          </Suspense>
          <Group justify="flex-end">
            <Button type="submit" loading={inFlight} leftSection={<IconDeviceFloppy size={16} aria-hidden />} data-testid="generated-document-save-button">
              {intl.formatMessage(messages.save)}
            </Button>
          </Group>
        </Stack>
      </RecipeForm>
    </Paper>
  );
}
