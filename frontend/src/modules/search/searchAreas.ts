import { IconBriefcase, IconBug, IconBuilding, IconChecklist, IconFileText, IconRobot, IconUser, type Icon } from '@tabler/icons-react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { SearchArea } from './__generated__/SearchPaletteQuery.graphql';

const messages = defineMessages({
  TASKS: { id: 'search.area.tasks', defaultMessage: 'Tasks' },
  ISSUES: { id: 'search.area.issues', defaultMessage: 'Issues' },
  DOCUMENTS: { id: 'search.area.documents', defaultMessage: 'Documents' },
  ORGANIZATIONS: { id: 'search.area.organizations', defaultMessage: 'Organizations' },
  PROJECTS: { id: 'search.area.projects', defaultMessage: 'Projects' },
  MEMBERS: { id: 'search.area.members', defaultMessage: 'Members' },
  AGENTS: { id: 'search.area.agents', defaultMessage: 'Agents' },
});

const icons: Readonly<Record<string, Icon>> = {
  TASKS: IconChecklist,
  ISSUES: IconBug,
  DOCUMENTS: IconFileText,
  ORGANIZATIONS: IconBuilding,
  PROJECTS: IconBriefcase,
  MEMBERS: IconUser,
  AGENTS: IconRobot,
};

/** A search group's heading (null for an area this build does not know yet: its group is not shown). */
export function areaLabel(area: SearchArea): MessageDescriptor | null {
  return Object.hasOwn(messages, area) ? messages[area as keyof typeof messages] : null;
}

/** The icon shown beside each hit of an area. */
export function areaIcon(area: SearchArea): Icon {
  return Object.hasOwn(icons, area) ? icons[area] : IconFileText;
}
