/** The colours an issue status or category may have (Mantine's names, as the server accepts them). */
export const issueLabelColors = ['dark', 'gray', 'red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange'] as const;

export type IssueLabelColor = (typeof issueLabelColors)[number];

/** The colour to draw with: the stored one when it is a known name, else gray. */
export function safeIssueLabelColor(color: string): IssueLabelColor {
  return (issueLabelColors as readonly string[]).includes(color) ? (color as IssueLabelColor) : 'gray';
}
