import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ComponentProps } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessage } from '@/modules/relay/errorMessages';
import { showFailure } from '@/modules/relay/showFailure';
import { ErrorAlert } from './ErrorAlert';

/** One status a record may be in (its id and translated name). */
export interface DetailStatusOption {
  readonly id: number;
  readonly label: MessageDescriptor;
}

/** What a status change is committed with: a green notice once done, the refusal beside the select. */
export interface StatusChangeCallbacks {
  onCompleted: () => void;
  /** An error, or the text the area's hook already made of it. */
  onError: (error: unknown) => void;
}

interface Options {
  statuses: readonly DetailStatusOption[];
  /** The record's status now (picking it again sends nothing). */
  current: number;
  /** The area's status mutation. */
  commit: (statusId: number, callbacks: StatusChangeCallbacks) => void;
  /** The notice once changed ("Status changed to {status}."). */
  changed: MessageDescriptor;
  /** The placeholder `changed` names the new choice with. Default `status` ("Priority changed to {priority}." takes `priority`). */
  placeholder?: string;
  /** Where a refusal goes: kept for `DetailStatusError` beside the select (default), or a red notice. */
  refusal?: 'beside' | 'notice';
}

/**
 * A detail page's status select (issue 32: applications, application nodes, projects and tasks
 * called a copy), or any fixed choice changed in place (a priority): picking another commits it,
 * a green notice names the new one, and a refusal is kept (cleared by the next pick) for
 * `DetailStatusError`, or shown as a red notice. Spread `select` onto the `Select`.
 */
export function useDetailStatus({ statuses, current, commit, changed, placeholder = 'status', refusal = 'beside' }: Options) {
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  const onChange = (value: string | null) => {
    const statusId = Number(value);
    if (!value || statusId === current) return;
    setError(null);
    const picked = statuses.find((status) => status.id === statusId);
    commit(statusId, {
      onCompleted: () => void notifications.show({ color: 'green', message: intl.formatMessage(changed, { [placeholder]: picked ? intl.formatMessage(picked.label) : value }) }),
      onError: (failure) => {
        const text = typeof failure === 'string' ? failure : errorMessage(intl, failure);
        if (refusal === 'notice') showFailure(text);
        else setError(text);
      },
    });
  };
  const select = {
    allowDeselect: false,
    data: statuses.map((status) => ({ value: String(status.id), label: intl.formatMessage(status.label) })),
    value: String(current),
    onChange,
  };
  return { select, error };
}

/** The status select itself, given `useDetailStatus`'s `select` (a plain Mantine select otherwise). */
export function DetailStatusSelect(props: ReturnType<typeof useDetailStatus>['select'] & { label: string; disabled: boolean; 'data-testid'?: string }) {
  return <Select {...props} />;
}

/** The last refusal of a status change, titled in the area's words ("The status was not changed"). */
export function DetailStatusError({ error, title, ...props }: { error: string | null; title: string } & Omit<ComponentProps<typeof ErrorAlert>, 'title' | 'children'>) {
  if (!error) return null;
  return (
    <ErrorAlert title={title} {...props}>
      {error}
    </ErrorAlert>
  );
}

interface MoveOptions {
  /** Where the record may go (a board's columns: an issue's statuses, a deal's stages), by name. */
  choices: { value: string; label: string }[];
  /** Where it is now (picking it again sends nothing). */
  current: string;
  /** The board's own move (`useCommand`: a refusal rolls back and shows the server's words). */
  move: (value: string, onCompleted: () => void) => void;
  /** The green notice once moved, given the new place's name ("Status changed to Done."). */
  moved: (label: string) => string;
}

/**
 * A detail page's select over what is a board's columns elsewhere (the status, the deal's
 * stage): picking another moves the record as the board would, and a green notice names where it
 * went. Spread it onto the `Select`.
 */
export function detailMoveSelect({ choices, current, move, moved }: MoveOptions) {
  return {
    allowDeselect: false,
    data: choices,
    value: current,
    onChange: (value: string | null) => {
      if (!value || value === current) return;
      const label = choices.find((choice) => choice.value === value)?.label ?? '';
      move(value, () => void notifications.show({ color: 'green', message: moved(label) }));
    },
  } as const;
}
