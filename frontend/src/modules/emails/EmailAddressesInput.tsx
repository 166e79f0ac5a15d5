import { Pill, TagsInput } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { addressSplitChars, invalidAddresses, isEmailAddress, normalizeAddresses } from './emailAddresses';

const messages = defineMessages({
  invalid: defineMessage<{ addresses: string }>({ id: 'email.addresses.invalid', defaultMessage: 'Not an email address: {addresses}' }),
  remove: defineMessage<{ address: string }>({ id: 'email.addresses.remove', defaultMessage: 'Remove {address}' }),
});

interface Props {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** The form's own message (required, the server's refusal); else invalid addresses are named. */
  error?: string;
  required?: boolean;
  description?: string;
  'data-testid'?: string;
}

/** Not words to translate: what an address looks like. */
const examplePlaceholder = 'name@example.com';

/**
 * Addresses as tags: typed or pasted, split at commas, semicolons, spaces and line breaks,
 * accepted on Enter or when leaving the field; repeats dropped. An address that does not look
 * like one is marked and named under the field (the server checks every address again).
 */
export function EmailAddressesInput({ label, value, onChange, error, required, description, ...props }: Props) {
  const intl = useIntl();
  const invalid = invalidAddresses(value);
  const shownError = error || (invalid.length ? intl.formatMessage(messages.invalid, { addresses: intl.formatList(invalid) }) : undefined);
  return (
    <TagsInput
      label={label}
      description={description}
      required={required}
      placeholder={value.length ? undefined : examplePlaceholder}
      value={value}
      onChange={(next) => onChange(normalizeAddresses(next))}
      splitChars={addressSplitChars}
      acceptValueOnBlur
      clearable
      error={shownError}
      data={[]}
      renderPill={({ value: address, onRemove, disabled }) => {
        const text = address ?? '';
        const ok = isEmailAddress(text);
        return (
          <Pill
            withRemoveButton={!disabled}
            onRemove={onRemove}
            // Named (Mantine hides it; Backspace in the field removes the last one too).
            removeButtonProps={{ 'aria-hidden': false, 'aria-label': intl.formatMessage(messages.remove, { address: text }) }}
            data-invalid={ok ? undefined : true}
            data-testid="email-address"
            style={ok ? undefined : { background: 'var(--mantine-color-red-light)', color: 'var(--mantine-color-red-light-color)' }}
          >
            {text}
          </Pill>
        );
      }}
      {...props}
    />
  );
}
