export const titleMaxLength = 200;

export type TaskFieldError = 'titleRequired' | 'titleTooLong';

/** Client-side checks before a create or update is sent. */
export function validateTaskInput(input: { title: string }): { title?: TaskFieldError } {
  const title = input.title.trim();
  if (title === '') return { title: 'titleRequired' };
  if ([...title].length > titleMaxLength) return { title: 'titleTooLong' };
  return {};
}
