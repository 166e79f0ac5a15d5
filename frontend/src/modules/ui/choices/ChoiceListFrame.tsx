import { Card, Stack, Text, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ChoiceListMessages } from './choiceTypes';
import { notifyCompleted, type CommitCallbacks, type SaveDone } from './notifyCompleted';

/** What a list's create form is given (`ChoiceCreateForm`, the documents' `CategoryCreateForm`). */
export interface ChoiceCreateFormProps<Values> {
  /** The button's text ("Add status"). */
  submitLabel: string;
  inFlight: boolean;
  onCreate: (values: Values, done: SaveDone) => void;
}

/** How a list creates an entry: the area's form, and its mutation committed with the callbacks given. */
export interface ChoiceListCreate<Values> {
  inFlight: boolean;
  commit: (values: Values, callbacks: CommitCallbacks) => void;
  Form: ComponentType<ChoiceCreateFormProps<Values>>;
}

interface Props<Values> {
  /** The list's words: its title (the heading and the section's name), intro, create button, notice and "none yet". */
  messages: Pick<ChoiceListMessages, 'title' | 'intro' | 'create' | 'created' | 'none'>;
  /** Admins see the create form; the others only the list. */
  admin: boolean;
  create: ChoiceListCreate<Values>;
  /** Nothing to list: "none yet" is shown instead of `children`. */
  empty: boolean;
  /** The list itself (a table, or one card an entry). */
  children: ReactNode;
  /**
   * `card` keeps heading, form and list in one card (statuses, categories); `split` puts the list
   * below the heading's card, for lists whose entries are cards themselves (permission categories).
   */
  layout?: 'card' | 'split';
}

/**
 * The frame every admin list of named choices shares (issue 32): a section named by its title,
 * the title and intro, the create form (a green notice once created), then the list or "none
 * yet". The choice manager and the documents' category managers draw their rows inside it.
 */
export function ChoiceListFrame<Values>({ messages, admin, create, empty, children, layout = 'card' }: Props<Values>) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  const header = (
    <>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(messages.intro)}
      </Text>
      {admin && (
        <create.Form
          submitLabel={intl.formatMessage(messages.create)}
          inFlight={create.inFlight}
          onCreate={(values, done) => create.commit(values, notifyCompleted(intl.formatMessage(messages.created), done))}
        />
      )}
    </>
  );
  const list = empty ? (
    <Text size="sm" c="dimmed">
      {intl.formatMessage(messages.none)}
    </Text>
  ) : (
    children
  );
  if (layout === 'split') {
    return (
      <Stack gap="md" component="section" aria-label={title}>
        <Card withBorder radius="md">
          <Stack gap="sm">{header}</Stack>
        </Card>
        {list}
      </Stack>
    );
  }
  return (
    <Card withBorder radius="md" component="section" aria-label={title}>
      <Stack gap="md">
        {header}
        {list}
      </Stack>
    </Card>
  );
}
