import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { UseMutationConfig } from 'react-relay';
import type { Disposable, MutationParameters } from 'relay-runtime';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { commonMessages } from '@/modules/ui/commonMessages';
import { FormPage } from './FormPage';
import type { FormPageProps } from './useEditForm';
import { usePageForm } from './useSave';

type Values = Record<string, unknown>;
type Mutation<M extends MutationParameters> = readonly [(config: UseMutationConfig<M>) => Disposable, boolean];

interface SaveWords<M extends MutationParameters, V extends Values> {
  /** The mutation's variables for the form's values and the version its edit started from (0 for a new record). */
  variables: (values: V, expectedVersion: number) => M['variables'];
  /** The green notice once it is saved. */
  saved: MessageDescriptor;
  /** The Save button's words ("Create project", "Save changes"). */
  submitLabel: MessageDescriptor;
}

/**
 * A new record's page form (issue 32: one new-page wiring): the area's create mutation sent by
 * `usePageForm`; once created the form gives way to the record's page under the list
 * (`/projects/<id>`), and Cancel goes back to the list.
 */
export function useNewRecordForm<M extends MutationParameters, V extends Values>(
  mutation: Mutation<M>,
  { list, created, ...words }: SaveWords<M, V> & { list: string; created: (response: M['response']) => string },
): FormPageProps<V> {
  const to = useLocalePath();
  return usePageForm(mutation, { ...words, next: (response) => to(`${list}/${encodeURIComponent(created(response))}`), cancelTo: to(list) });
}

/**
 * An edit page's form (issue 32: one edit-page wiring): the area's update mutation sent by
 * `usePageForm`; saved or cancelled, the form gives way to the record's page (`record`, unlocalized).
 * Its button says "Save changes" on every edit page unless the area says otherwise.
 */
export function useEditRecordForm<M extends MutationParameters, V extends Values>(
  mutation: Mutation<M>,
  { record, submitLabel = commonMessages.saveChanges, ...words }: Omit<SaveWords<M, V>, 'submitLabel'> & Partial<Pick<SaveWords<M, V>, 'submitLabel'>> & { record: string },
): FormPageProps<V> {
  const to = useLocalePath();
  const detail = to(record);
  return usePageForm(mutation, { ...words, submitLabel, next: () => detail, cancelTo: detail });
}

/**
 * A new or edit page's frame (issue 32): its document title and its heading are the same words,
 * then the area's form on `FormPage`'s sheet.
 */
export function TitledFormPage({ title, maw, children }: { title: MessageDescriptor; maw?: number; children: ReactNode }) {
  const intl = useIntl();
  const text = intl.formatMessage(title);
  usePageTitle(text);
  return (
    <FormPage title={text} maw={maw}>
      {children}
    </FormPage>
  );
}
