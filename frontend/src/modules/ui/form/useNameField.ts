import { useState, type ChangeEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessage } from '@/modules/relay/errorMessages';
import { blamedField } from './blamedField';

/**
 * A small dialog's one required name (issue 32: a new agent role, a started workflow, … called,
 * not copied): the typed name bound to its input, the blank-name message under it, and where a
 * refusal goes (under the field when the server blames `name`, else above the form).
 */
export function useNameField(initial: string, required: MessageDescriptor) {
  const intl = useIntl();
  const [name, setName] = useState(initial);
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  return {
    /** Spread onto the name's TextInput; typing clears its message. */
    input: {
      value: name,
      error: nameError,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setName(event.currentTarget.value);
        setNameError(null);
      },
    },
    /** The refusal shown above the form, if any. */
    formError,
    /** The name to send, trimmed; null (and the field says why) when it is blank. Clears the last refusal. */
    take: (): string | null => {
      setFormError(null);
      const trimmed = name.trim();
      if (!trimmed) setNameError(intl.formatMessage(required));
      return trimmed || null;
    },
    /** A failed send: under the name when the server blames it, otherwise above the form. */
    onError: (error: Error) => {
      if (blamedField(error) === 'name') setNameError(errorMessage(intl, error));
      else setFormError(errorMessage(intl, error));
    },
  };
}
