import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import type { MemberInputProblem } from './validateMemberInput';
import { nameMaxLength, passwordMaxLength, passwordMinLength } from './validateMemberInput';

const messages = defineMessages({
  nameRequired: { id: 'member.validation.nameRequired', defaultMessage: 'Enter a name.' },
  nameTooLong: defineMessage<{ max: number }>({ id: 'member.validation.nameTooLong', defaultMessage: 'Use at most {max, number} characters.' }),
  emailInvalid: { id: 'member.validation.emailInvalid', defaultMessage: 'Enter a valid email address.' },
  passwordLength: defineMessage<{ min: number; max: number }>({
    id: 'member.validation.passwordLength',
    defaultMessage: 'Use {min, number} to {max, number} characters.',
  }),
});

/** The translated text for a client-side validation problem. */
export function memberProblemMessage(intl: IntlShape, problem: MemberInputProblem): string {
  switch (problem) {
    case 'nameRequired':
      return intl.formatMessage(messages.nameRequired);
    case 'nameTooLong':
      return intl.formatMessage(messages.nameTooLong, { max: nameMaxLength });
    case 'emailInvalid':
      return intl.formatMessage(messages.emailInvalid);
    case 'passwordLength':
      return intl.formatMessage(messages.passwordLength, { min: passwordMinLength, max: passwordMaxLength });
  }
}
