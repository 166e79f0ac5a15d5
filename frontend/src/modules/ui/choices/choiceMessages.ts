import { defineMessage, defineMessages } from 'react-intl';

/** The words of the choice manager's table, forms and dialog (the area names the list itself). */
export const choiceMessages = defineMessages({
  label: { id: 'choice.label', defaultMessage: 'Label' },
  labelEn: { id: 'choice.labelEn', defaultMessage: 'Label (English)' },
  labelJa: { id: 'choice.labelJa', defaultMessage: 'Label (Japanese)' },
  color: { id: 'choice.color', defaultMessage: 'Colour' },
  updatedAt: { id: 'choice.updatedAt', defaultMessage: 'Updated' },
  actions: { id: 'choice.actions', defaultMessage: 'Actions' },
  required: { id: 'choice.required', defaultMessage: 'Enter the label in both languages.' },
  edit: defineMessage<{ label: string }>({ id: 'choice.edit', defaultMessage: 'Edit “{label}”' }),
  editButton: defineMessage<{ label: string }>({ id: 'choice.editButton', defaultMessage: 'Edit {label}' }),
  editShort: { id: 'choice.editShort', defaultMessage: 'Edit' },
  moveUp: defineMessage<{ label: string }>({ id: 'choice.moveUp', defaultMessage: 'Move {label} up' }),
  moveDown: defineMessage<{ label: string }>({ id: 'choice.moveDown', defaultMessage: 'Move {label} down' }),
});
