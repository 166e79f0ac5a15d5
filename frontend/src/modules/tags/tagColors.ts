import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  gray: { id: 'tag.color.gray', defaultMessage: 'Gray' },
  red: { id: 'tag.color.red', defaultMessage: 'Red' },
  pink: { id: 'tag.color.pink', defaultMessage: 'Pink' },
  grape: { id: 'tag.color.grape', defaultMessage: 'Grape' },
  violet: { id: 'tag.color.violet', defaultMessage: 'Violet' },
  indigo: { id: 'tag.color.indigo', defaultMessage: 'Indigo' },
  blue: { id: 'tag.color.blue', defaultMessage: 'Blue' },
  cyan: { id: 'tag.color.cyan', defaultMessage: 'Cyan' },
  teal: { id: 'tag.color.teal', defaultMessage: 'Teal' },
  green: { id: 'tag.color.green', defaultMessage: 'Green' },
  lime: { id: 'tag.color.lime', defaultMessage: 'Lime' },
  yellow: { id: 'tag.color.yellow', defaultMessage: 'Yellow' },
  orange: { id: 'tag.color.orange', defaultMessage: 'Orange' },
});

export type TagColor = keyof typeof messages;

/** The palette a tag's colour comes from (Mantine's colour names; the server refuses others). */
export const tagColors = Object.keys(messages) as TagColor[];

export const defaultTagColor: TagColor = 'blue';

export function isTagColor(value: string): value is TagColor {
  return (tagColors as string[]).includes(value);
}

/** The translated name of a colour (an unknown one is shown as gray). */
export function tagColorLabel(color: string): MessageDescriptor {
  return isTagColor(color) ? messages[color] : messages.gray;
}
