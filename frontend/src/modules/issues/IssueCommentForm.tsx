import { Alert, Button, Group, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '@/modules/relay/errorMessages';
import { commonMessages } from '@/modules/ui/commonMessages';
import { RecipeForm } from '@/modules/ui/form/RecipeForm';
import { keptMentionIds } from './mentions';
import { MentionEditor, type MentionCandidate } from './MentionEditor';

const messages = defineMessages({
  body: { id: 'issue.comment.body', defaultMessage: 'Comment' },
  empty: { id: 'issue.comment.empty', defaultMessage: 'Write something first.' },
  tooLong: { id: 'issue.comment.tooLong', defaultMessage: 'A comment holds at most 20,000 characters.' },
});

/** AddIssueCommentInput.body: 1–20,000 characters. */
export const commentMaxLength = 20_000;

interface Props {
  /** The editor's accessible name ("New comment", "Edit comment"). */
  label: string;
  submitLabel: string;
  employees: readonly MentionCandidate[];
  initialBody?: string;
  /** The comment's mentions so far (an edit keeps those still written). */
  initialMentions?: readonly MentionCandidate[];
  inFlight: boolean;
  onSubmit: (body: string, mentionIds: string[], done: { onSaved: () => void; onError: (error: Error) => void }) => void;
  onCancel?: () => void;
}

/**
 * A comment's markdown with `@name` mentions (the ids of those still written are sent as
 * `mentionIds`); Ctrl/⌘+Enter submits. The server's refusal shows above the editor.
 */
export function IssueCommentForm({ label, submitLabel, employees, initialBody = '', initialMentions = [], inFlight, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const [body, setBody] = useState(initialBody);
  const picked = useRef(new Map(initialMentions.map((employee) => [employee.id, employee.name])));
  const [error, setError] = useState<string | null>(null);
  const dirty = body.trim() !== '' && body !== initialBody;
  const submit = () => {
    if (inFlight) return;
    if (!body.trim()) {
      setError(intl.formatMessage(messages.empty));
      return;
    }
    if ([...body].length > commentMaxLength) {
      setError(intl.formatMessage(messages.tooLong));
      return;
    }
    if (!dirty) return;
    setError(null);
    onSubmit(body, keptMentionIds(body, picked.current), {
      onSaved: () => {
        if (!onCancel) {
          setBody('');
          picked.current = new Map();
        }
      },
      onError: (failure) => setError(errorMessage(intl, failure)),
    });
  };
  return (
    <RecipeForm onSubmit={submit} label={label}>
      <Stack gap="xs">
        {error && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {error}
          </Alert>
        )}
        <MentionEditor
          label={label}
          value={body}
          onChange={setBody}
          employees={employees}
          onMention={(employee) => picked.current.set(employee.id, employee.name)}
        />
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {intl.formatMessage(commonMessages.cancel)}
            </Button>
          )}
          <Button type="submit" loading={inFlight} disabled={!dirty} aria-keyshortcuts="Control+Enter Meta+Enter">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </RecipeForm>
  );
}
