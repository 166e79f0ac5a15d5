import { Text } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { SavedViewsNavList } from './SavedViewsNavList';

const messages = defineMessages({
  title: { id: 'views.nav.title', defaultMessage: 'Saved views' },
});

/**
 * The navigation's "Saved views" (issue 35 §5), grouped by list. `layout/Navigation` loads it
 * lazily, in a chunk of its own with its query, forms and menus: the entry chunk is at its budget.
 */
export function SavedViewsNav({ onNavigate }: { onNavigate: () => void }) {
  const intl = useIntl();
  return (
    <div role="group" aria-label={intl.formatMessage(messages.title)} data-testid="nav-saved-views">
      <Text size="sm" fw={600} px="sm" pt="xs">
        {intl.formatMessage(messages.title)}
      </Text>
      <SavedViewsNavList onNavigate={onNavigate} />
    </div>
  );
}
