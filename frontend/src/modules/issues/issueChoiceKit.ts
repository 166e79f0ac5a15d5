import { HistorySince } from '@/modules/history/HistorySince';
import { errorMessage } from '@/modules/relay/errorMessages';
import { TagColorPicker } from '@/modules/tags/TagColorPicker';
import { defaultTagColor, tagColorLabel } from '@/modules/tags/tagColors';
import type { ChoiceKit } from '@/modules/ui/choices/choiceTypes';
import { IssueLabelBadge } from './IssueLabelBadge';

/** How the status and category managers draw a choice: the issue badge, the tag palette, the entry's history. */
export const issueChoiceKit: ChoiceKit = {
  Badge: IssueLabelBadge,
  ColorPicker: TagColorPicker,
  colorName: tagColorLabel,
  defaultColor: defaultTagColor,
  Changes: HistorySince,
  errorText: errorMessage,
};
