import { createIntl, type IntlShape } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '@/lang/en.json';
import ja from '@/lang/ja.json';
import { accessOf, allCommands, allowedCommands, commandLabel, filterCommands, type PaletteCommand } from './paletteCommands';

const intlEn = createIntl({ locale: 'en', messages: en });
const intlJa = createIntl({ locale: 'ja', messages: ja });

function labels(intl: IntlShape, commands: readonly PaletteCommand[]): string[] {
  return commands.map((command) => commandLabel(intl, command));
}

function ids(commands: readonly PaletteCommand[]): string[] {
  return commands.map((command) => command.id);
}

describe('palette commands', () => {
  it('reads the access from the profile roles', () => {
    expect(accessOf([{ roleId: 1 }])).toBe('admin');
    expect(accessOf([{ roleId: 7 }])).toBe('staff');
    expect(accessOf([])).toBe('signedIn');
    expect(accessOf(null)).toBe('signedIn');
  });

  it('lists every command when the query is empty, in English', () => {
    const commands = allowedCommands(allCommands('en'), 'admin');
    const shown = labels(intlEn, filterCommands(intlEn, commands, ''));
    expect(shown.slice(0, 6)).toEqual(['New task', 'New issue', 'New document', 'New organization', 'New project', 'New chat']);
    expect(shown).toContain('Go to Tasks');
    expect(shown).toContain('Go to AI models');
    expect(shown).toContain('Switch language to 日本語');
    expect(shown).toContain('Toggle dark theme');
  });

  it('labels the commands in Japanese and offers English as the other language', () => {
    const shown = labels(intlJa, allowedCommands(allCommands('ja'), 'staff'));
    expect(shown).toContain('新規タスク');
    expect(shown).toContain('新規課題');
    expect(shown).toContain('タスクへ移動');
    expect(shown).toContain('言語をEnglishに切り替え');
    expect(shown).toContain('ダークテーマの切り替え');
  });

  it('hides the commands the caller’s roles do not allow', () => {
    const staff = ids(allowedCommands(allCommands('en'), 'staff'));
    expect(staff).toContain('new-task');
    expect(staff).not.toContain('go-tags');
    expect(staff).not.toContain('go-ai-models');
    const signedIn = ids(allowedCommands(allCommands('en'), 'signedIn'));
    expect(signedIn).not.toContain('new-task');
    expect(signedIn).not.toContain('new-chat');
    expect(signedIn).not.toContain('go-tasks');
    expect(signedIn).toEqual(['go-home', 'go-members', 'go-internal-qas', 'switch-language', 'toggle-dark-theme']);
    expect(ids(allowedCommands(allCommands('en'), 'admin'))).toContain('go-tags');
  });

  it('filters by every word of the text, any case, in English', () => {
    const commands = allowedCommands(allCommands('en'), 'admin');
    expect(labels(intlEn, filterCommands(intlEn, commands, 'new TASK'))).toEqual(['New task']);
    expect(labels(intlEn, filterCommands(intlEn, commands, 'task'))).toEqual(['New task', 'Go to Tasks', 'Go to My tasks']);
    expect(ids(filterCommands(intlEn, commands, 'language'))).toEqual(['switch-language']);
    expect(ids(filterCommands(intlEn, commands, 'dark'))).toEqual(['toggle-dark-theme']);
    expect(filterCommands(intlEn, commands, 'zzqx')).toEqual([]);
  });

  it('filters by the Japanese label, full-width letters and the English words alike', () => {
    const commands = allowedCommands(allCommands('ja'), 'admin');
    expect(labels(intlJa, filterCommands(intlJa, commands, '新規　タスク'))).toEqual(['新規タスク']);
    expect(labels(intlJa, filterCommands(intlJa, commands, '課題'))).toEqual(['新規課題', '課題へ移動']);
    expect(labels(intlJa, filterCommands(intlJa, commands, 'new task'))).toEqual(['新規タスク']);
    expect(ids(filterCommands(intlJa, commands, '言語'))).toEqual(['switch-language']);
    expect(ids(filterCommands(intlJa, commands, 'ＴＡＧ'))).toEqual(['go-tags']);
    expect(ids(filterCommands(intlJa, commands, 'テーマ'))).toEqual(['toggle-dark-theme']);
  });

  it('switches to the other language and opens the create pages', () => {
    const en = allCommands('en').find((command) => command.id === 'switch-language');
    const jaCommand = allCommands('ja').find((command) => command.id === 'switch-language');
    expect(en?.action).toEqual({ kind: 'switchLocale', to: 'ja' });
    expect(jaCommand?.action).toEqual({ kind: 'switchLocale', to: 'en' });
    expect(allCommands('en').find((command) => command.id === 'new-task')?.action).toEqual({ kind: 'navigate', path: '/tasks/new' });
  });
});
