export const nameMaxLength = 100;
export const passwordMinLength = 8;
export const passwordMaxLength = 128;

export type MemberInputProblem = 'nameRequired' | 'nameTooLong' | 'emailInvalid' | 'passwordLength';

export interface MemberInput {
  name: string;
  email: string;
  /** Left out when the form has no password (profile edits). */
  password?: string;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Client-side checks before a member is created or their profile saved (the server checks again). */
export function validateMemberInput(input: MemberInput): Partial<Record<keyof MemberInput, MemberInputProblem>> {
  const problems: Partial<Record<keyof MemberInput, MemberInputProblem>> = {};
  const name = input.name.trim();
  if (!name) problems.name = 'nameRequired';
  else if ([...name].length > nameMaxLength) problems.name = 'nameTooLong';
  if (!emailPattern.test(input.email.trim())) problems.email = 'emailInvalid';
  if (input.password !== undefined) {
    const length = [...input.password].length;
    if (length < passwordMinLength || length > passwordMaxLength) problems.password = 'passwordLength';
  }
  return problems;
}
