import { IconBriefcase, IconBug, IconBuilding, IconChecklist, IconFileText, IconRobot, IconUser, type Icon } from '@tabler/icons-react';
import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  tasks: { id: 'search.area.tasks', defaultMessage: 'Tasks' },
  issues: { id: 'search.area.issues', defaultMessage: 'Issues' },
  documents: { id: 'search.area.documents', defaultMessage: 'Documents' },
  organizations: { id: 'search.area.organizations', defaultMessage: 'Organizations' },
  projects: { id: 'search.area.projects', defaultMessage: 'Projects' },
  members: { id: 'search.area.members', defaultMessage: 'Members' },
  agents: { id: 'search.area.agents', defaultMessage: 'Agents' },
});

const icons: Readonly<Record<string, Icon>> = {
  tasks: IconChecklist,
  issues: IconBug,
  documents: IconFileText,
  organizations: IconBuilding,
  projects: IconBriefcase,
  members: IconUser,
  agents: IconRobot,
};

/** A search group's heading, by the area's one name (the server's `area`, e.g. "tasks") (null for an area this build does not know yet: its group is not shown). */
export function areaLabel(area: string): MessageDescriptor | null {
  return Object.hasOwn(messages, area) ? messages[area as keyof typeof messages] : null;
}

/** The icon shown beside each hit of an area. */
export function areaIcon(area: string): Icon {
  return Object.hasOwn(icons, area) ? icons[area] : IconFileText;
}
