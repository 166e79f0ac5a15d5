import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

/** The words every board shows the same, whatever its cards are. */
export const boardMessages = defineMessages({
  moveTo: { id: 'board.moveTo', defaultMessage: 'Move to…' },
  drag: defineMessage<{ title: string }>({ id: 'board.drag', defaultMessage: 'Drag {title}' }),
  pickedUp: defineMessage<{ title: string }>({ id: 'board.pickedUp', defaultMessage: 'Picked up {title}.' }),
  droppedOn: defineMessage<{ title: string; column: string }>({ id: 'board.droppedOn', defaultMessage: '{title} dropped on {column}.' }),
  over: defineMessage<{ title: string; column: string }>({ id: 'board.over', defaultMessage: '{title} is over {column}.' }),
  cancelled: defineMessage<{ title: string }>({ id: 'board.cancelled', defaultMessage: 'Moving {title} was cancelled.' }),
});

/** The words an area's board names its own things with. */
export interface BoardAreaMessages {
  /** The board's accessible name ("Issue board"). */
  label: TypedMessageDescriptor;
  /** How to move a card with the keyboard (screen readers read it on a grip). */
  instructions: TypedMessageDescriptor;
  /** A column's count ("3 issues"). */
  count: TypedMessageDescriptor<{ count: number }>;
  /** An empty column ("No issues"). */
  empty: TypedMessageDescriptor;
  /** The accessible name of a card's "Move to…" button ("Move {title} to another status"). */
  moveCard: TypedMessageDescriptor<{ title: string }>;
}
