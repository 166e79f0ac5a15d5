import {
  IconApps,
  IconBriefcase,
  IconBug,
  IconBuilding,
  IconChecklist,
  IconCpu,
  IconFileText,
  IconHome,
  IconLanguage,
  IconMail,
  IconMessageChatbot,
  IconMessageQuestion,
  IconMoon,
  IconPlus,
  IconRobot,
  IconSitemap,
  IconTags,
  IconTemplate,
  IconUserCheck,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { Locale } from '@/modules/i18n/locales';
import { isAdmin } from '@/modules/members/isAdmin';

/** What a caller may do, from the profile's roles (docs/authorization.md: SignedIn, Staff, Admin). */
export type Access = 'signedIn' | 'staff' | 'admin';

/** The palette's command sections, in the order they are listed. */
export type CommandSection = 'create' | 'navigate' | 'preferences';
export const commandSections: readonly CommandSection[] = ['create', 'navigate', 'preferences'];

export type CommandAction =
  | { kind: 'navigate'; path: string }
  | { kind: 'switchLocale'; to: Locale }
  | { kind: 'toggleColorScheme' };

export interface PaletteCommand {
  id: string;
  section: CommandSection;
  label: MessageDescriptor;
  /** Values of the label's placeholders, themselves messages (the page a "Go to" opens). */
  labelValues?: Readonly<Record<string, MessageDescriptor | string>>;
  /** Other words that find the command whatever the UI language (never shown). */
  keywords: readonly string[];
  needs: Access;
  icon: Icon;
  action: CommandAction;
}

const messages = defineMessages({
  newTask: { id: 'search.command.newTask', defaultMessage: 'New task' },
  newIssue: { id: 'search.command.newIssue', defaultMessage: 'New issue' },
  newDocument: { id: 'search.command.newDocument', defaultMessage: 'New document' },
  newOrganization: { id: 'search.command.newOrganization', defaultMessage: 'New organization' },
  newProject: { id: 'search.command.newProject', defaultMessage: 'New project' },
  newChat: { id: 'search.command.newChat', defaultMessage: 'New chat' },
  switchLanguage: { id: 'search.command.switchLanguage', defaultMessage: 'Switch language to {language}' },
  toggleDarkTheme: { id: 'search.command.toggleDarkTheme', defaultMessage: 'Toggle dark theme' },
  goTo: { id: 'search.command.goTo', defaultMessage: 'Go to {page}' },
  home: { id: 'search.page.home', defaultMessage: 'Home' },
  tasks: { id: 'search.page.tasks', defaultMessage: 'Tasks' },
  myTasks: { id: 'search.page.myTasks', defaultMessage: 'My tasks' },
  members: { id: 'search.page.members', defaultMessage: 'Members' },
  projects: { id: 'search.page.projects', defaultMessage: 'Projects' },
  internalQas: { id: 'search.page.internalQas', defaultMessage: 'Internal Q&A' },
  organizations: { id: 'search.page.organizations', defaultMessage: 'Organizations' },
  documents: { id: 'search.page.documents', defaultMessage: 'Documents' },
  issues: { id: 'search.page.issues', defaultMessage: 'Issues' },
  applications: { id: 'search.page.applications', defaultMessage: 'Applications' },
  agents: { id: 'search.page.agents', defaultMessage: 'Agents' },
  chatWithAi: { id: 'search.page.chatWithAi', defaultMessage: 'Chat with AI' },
  workflows: { id: 'search.page.workflows', defaultMessage: 'Workflows' },
  emailJobs: { id: 'search.page.emailJobs', defaultMessage: 'Email jobs' },
  emailTemplates: { id: 'search.page.emailTemplates', defaultMessage: 'Email templates' },
  tags: { id: 'search.page.tags', defaultMessage: 'Tags' },
  aiModels: { id: 'search.page.aiModels', defaultMessage: 'AI models' },
});

/** Each language's name in itself: what "Switch language to …" names. */
const languageNames: Readonly<Record<Locale, string>> = { en: 'English', ja: '日本語' };

function create(id: string, label: MessageDescriptor, path: string, icon: Icon = IconPlus): PaletteCommand {
  return { id, section: 'create', label, keywords: ['new', 'create', 'add', '新規', '作成', '追加'], needs: 'staff', icon, action: { kind: 'navigate', path } };
}

function goTo(id: string, page: MessageDescriptor, path: string, icon: Icon, needs: Access = 'staff'): PaletteCommand {
  return { id, section: 'navigate', label: messages.goTo, labelValues: { page }, keywords: ['go', 'open', '移動', '開く'], needs, icon, action: { kind: 'navigate', path } };
}

/** Every command of the palette for a page shown in `locale`, before the role check. */
export function allCommands(locale: Locale): PaletteCommand[] {
  const other: Locale = locale === 'ja' ? 'en' : 'ja';
  return [
    create('new-task', messages.newTask, '/tasks/new'),
    create('new-issue', messages.newIssue, '/issues/new'),
    create('new-document', messages.newDocument, '/documents/new'),
    create('new-organization', messages.newOrganization, '/organizations/new'),
    create('new-project', messages.newProject, '/projects/new'),
    create('new-chat', messages.newChat, '/new-chat', IconMessageChatbot),
    goTo('go-home', messages.home, '/', IconHome, 'signedIn'),
    goTo('go-tasks', messages.tasks, '/tasks', IconChecklist),
    goTo('go-my-tasks', messages.myTasks, '/my-tasks', IconUserCheck),
    goTo('go-members', messages.members, '/members', IconUsers, 'signedIn'),
    goTo('go-projects', messages.projects, '/projects', IconBriefcase),
    goTo('go-internal-qas', messages.internalQas, '/internal-qas', IconMessageQuestion, 'signedIn'),
    goTo('go-organizations', messages.organizations, '/organizations', IconBuilding),
    goTo('go-documents', messages.documents, '/documents', IconFileText),
    goTo('go-issues', messages.issues, '/issues', IconBug),
    goTo('go-applications', messages.applications, '/applications', IconApps),
    goTo('go-agents', messages.agents, '/agents', IconRobot),
    goTo('go-chat-with-ai', messages.chatWithAi, '/chat-with-ai', IconMessageChatbot),
    goTo('go-workflows', messages.workflows, '/workflow-instances', IconSitemap),
    goTo('go-email-jobs', messages.emailJobs, '/email-jobs', IconMail),
    goTo('go-email-templates', messages.emailTemplates, '/email-templates', IconTemplate),
    goTo('go-tags', messages.tags, '/tags', IconTags, 'admin'),
    goTo('go-ai-models', messages.aiModels, '/ai-models', IconCpu, 'admin'),
    {
      id: 'switch-language',
      section: 'preferences',
      label: messages.switchLanguage,
      labelValues: { language: languageNames[other] },
      keywords: ['language', 'locale', 'english', 'japanese', '言語', '日本語', '英語'],
      needs: 'signedIn',
      icon: IconLanguage,
      action: { kind: 'switchLocale', to: other },
    },
    {
      id: 'toggle-dark-theme',
      section: 'preferences',
      label: messages.toggleDarkTheme,
      keywords: ['dark', 'light', 'theme', 'mode', 'colour', 'color', 'scheme', 'ダーク', 'ライト', 'テーマ', 'モード'],
      needs: 'signedIn',
      icon: IconMoon,
      action: { kind: 'toggleColorScheme' },
    },
  ];
}

/** The caller's access from the profile's roles: Admin (role 1), staff (any role) or signed in only. */
export function accessOf(roles: readonly { roleId: number }[] | null | undefined): Access {
  if (isAdmin(roles)) return 'admin';
  return (roles ?? []).length > 0 ? 'staff' : 'signedIn';
}

const rank: Readonly<Record<Access, number>> = { signedIn: 0, staff: 1, admin: 2 };

/** The commands a caller with `access` may run (the server would refuse the others' pages). */
export function allowedCommands(commands: readonly PaletteCommand[], access: Access): PaletteCommand[] {
  return commands.filter((command) => rank[command.needs] <= rank[access]);
}

/** A command's label in the UI language. */
export function commandLabel(intl: IntlShape, command: PaletteCommand): string {
  const values = Object.fromEntries(
    Object.entries(command.labelValues ?? {}).map(([key, value]) => [key, typeof value === 'string' ? value : intl.formatMessage(value)]),
  );
  return intl.formatMessage(command.label, values);
}

/** Compares text the way people type it: full-width and half-width alike, any case. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase();
}

/** The words of a query (split at any whitespace, the ideographic space too). */
export function queryTerms(text: string): string[] {
  return normalizeText(text).split(/\s+/u).filter(Boolean);
}

/**
 * The commands whose label (in the UI language or in English) or keywords contain every word of
 * `text`, in their listed order; all of them for an empty text.
 */
export function filterCommands(intl: IntlShape, commands: readonly PaletteCommand[], text: string): PaletteCommand[] {
  const terms = queryTerms(text);
  if (terms.length === 0) return [...commands];
  return commands.filter((command) => {
    const english = command.label.defaultMessage;
    const haystack = normalizeText(
      [commandLabel(intl, command), typeof english === 'string' ? english : '', ...Object.values(command.labelValues ?? {}).map(valueDefault), ...command.keywords].join(' '),
    );
    return terms.every((term) => haystack.includes(term));
  });
}

function valueDefault(value: MessageDescriptor | string): string {
  if (typeof value === 'string') return value;
  return typeof value.defaultMessage === 'string' ? value.defaultMessage : '';
}
