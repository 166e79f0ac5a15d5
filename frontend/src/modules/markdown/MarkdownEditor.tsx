import { ActionIcon, Box, FileButton, Group, Paper, Progress, SimpleGrid, Text, Textarea, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconArrowsMaximize,
  IconArrowsMinimize,
  IconBlockquote,
  IconBold,
  IconCode,
  IconEye,
  IconH2,
  IconItalic,
  IconLink,
  IconList,
  IconListCheck,
  IconListNumbers,
  IconPhoto,
  IconStrikethrough,
  IconTable,
  IconUnderline,
  IconUpload,
  type Icon,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { showFailure, useShowError } from '@/modules/relay/showFailure';
import {
  insertCode,
  insertLink,
  insertTable,
  insertText,
  prefixLines,
  wrapSelection,
  type EditorState,
} from './editorActions';
import { MarkdownView } from './MarkdownView';
import { allowedImageTypes, maxImageBytes, useUploadImage } from './useUploadImage';

const messages = defineMessages({
  toolbar: { id: 'markdown.toolbar', defaultMessage: 'Formatting' },
  bold: { id: 'markdown.bold', defaultMessage: 'Bold' },
  italic: { id: 'markdown.italic', defaultMessage: 'Italic' },
  strikethrough: { id: 'markdown.strikethrough', defaultMessage: 'Strikethrough' },
  title: { id: 'markdown.title', defaultMessage: 'Heading' },
  quote: { id: 'markdown.quote', defaultMessage: 'Quote' },
  bulletList: { id: 'markdown.bulletList', defaultMessage: 'Bulleted list' },
  numberedList: { id: 'markdown.numberedList', defaultMessage: 'Numbered list' },
  task: { id: 'markdown.task', defaultMessage: 'Task list' },
  code: { id: 'markdown.code', defaultMessage: 'Code' },
  link: { id: 'markdown.link', defaultMessage: 'Link' },
  image: { id: 'markdown.image', defaultMessage: 'Image' },
  table: { id: 'markdown.table', defaultMessage: 'Table' },
  underline: { id: 'markdown.underline', defaultMessage: 'Underline' },
  upload: { id: 'markdown.upload', defaultMessage: 'Upload image' },
  fullscreen: { id: 'markdown.fullscreen', defaultMessage: 'Fullscreen' },
  exitFullscreen: { id: 'markdown.exitFullscreen', defaultMessage: 'Exit fullscreen' },
  preview: { id: 'markdown.preview', defaultMessage: 'Preview' },
  nothing: { id: 'markdown.nothingToPreview', defaultMessage: 'Nothing to preview.' },
  placeholderText: { id: 'markdown.placeholder.text', defaultMessage: 'text' },
  placeholderCode: { id: 'markdown.placeholder.code', defaultMessage: 'code' },
  placeholderHeading: { id: 'markdown.placeholder.heading', defaultMessage: 'Heading' },
  placeholderCell: { id: 'markdown.placeholder.cell', defaultMessage: 'Cell' },
  uploading: defineMessage<{ percent: number }>({ id: 'markdown.uploading', defaultMessage: 'Uploading image… {percent, number, ::percent}' }),
  badType: { id: 'markdown.upload.badType', defaultMessage: 'Choose a PNG, JPEG, GIF or WebP image.' },
  tooLarge: { id: 'markdown.upload.tooLarge', defaultMessage: 'The image is larger than 5 MiB.' },
  hint: { id: 'markdown.hint', defaultMessage: 'Markdown is supported. Type [TOC] for a table of contents.' },
});

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

type Action = { key: string; icon: Icon; label: MessageDescriptor; run: (state: EditorState) => EditorState };

/** A light markdown editor with the spec's toolbar, a preview and image upload. */
export function MarkdownEditor({ label, value, onChange }: Props) {
  const intl = useIntl();
  const showError = useShowError();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [activeItem, setActiveItem] = useState(0);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [preview] = useDebouncedValue(value, 500);
  const { upload, progress } = useUploadImage();
  const text = intl.formatMessage(messages.placeholderText);

  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setFullscreen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [fullscreen]);

  const apply = (run: (state: EditorState) => EditorState) => {
    const element = textarea.current;
    const state: EditorState = {
      value,
      selectionStart: element?.selectionStart ?? value.length,
      selectionEnd: element?.selectionEnd ?? value.length,
    };
    const next = run(state);
    onChange(next.value);
    setTab('write');
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(next.selectionStart, next.selectionEnd);
    });
  };

  const actions: Action[] = [
    { key: 'bold', icon: IconBold, label: messages.bold, run: (s) => wrapSelection(s, '**', '**', text) },
    { key: 'italic', icon: IconItalic, label: messages.italic, run: (s) => wrapSelection(s, '_', '_', text) },
    { key: 'strike', icon: IconStrikethrough, label: messages.strikethrough, run: (s) => wrapSelection(s, '~~', '~~', text) },
    { key: 'underline', icon: IconUnderline, label: messages.underline, run: (s) => wrapSelection(s, '<u>', '</u>', text) },
    { key: 'title', icon: IconH2, label: messages.title, run: (s) => prefixLines(s, '## ') },
    { key: 'quote', icon: IconBlockquote, label: messages.quote, run: (s) => prefixLines(s, '> ') },
    { key: 'ul', icon: IconList, label: messages.bulletList, run: (s) => prefixLines(s, '- ') },
    { key: 'ol', icon: IconListNumbers, label: messages.numberedList, run: (s) => prefixLines(s, '1. ') },
    { key: 'task', icon: IconListCheck, label: messages.task, run: (s) => prefixLines(s, '- [ ] ') },
    { key: 'code', icon: IconCode, label: messages.code, run: (s) => insertCode(s, intl.formatMessage(messages.placeholderCode)) },
    { key: 'link', icon: IconLink, label: messages.link, run: (s) => insertLink(s, text) },
    { key: 'image', icon: IconPhoto, label: messages.image, run: (s) => insertLink(s, text, true) },
    {
      key: 'table',
      icon: IconTable,
      label: messages.table,
      run: (s) => insertTable(s, intl.formatMessage(messages.placeholderHeading), intl.formatMessage(messages.placeholderCell)),
    },
  ];

  const onFile = (file: File | null) => {
    if (!file) return;
    if (!allowedImageTypes.includes(file.type)) {
      showFailure(intl.formatMessage(messages.badType));
      return;
    }
    if (file.size > maxImageBytes) {
      showFailure(intl.formatMessage(messages.tooLarge));
      return;
    }
    upload(file).then(
      (url) => apply((s) => insertText(s, `![${file.name.replace(/[[\]]/g, '')}](${url})`)),
      showError,
    );
  };

  // WAI-ARIA toolbar: one tab stop; arrow keys (and Home/End) move between the buttons.
  const itemCount = actions.length + (fullscreen ? 2 : 3);
  const onToolbarKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, (index: number) => number> = {
      ArrowRight: (index) => (index + 1) % itemCount,
      ArrowDown: (index) => (index + 1) % itemCount,
      ArrowLeft: (index) => (index - 1 + itemCount) % itemCount,
      ArrowUp: (index) => (index - 1 + itemCount) % itemCount,
      Home: () => 0,
      End: () => itemCount - 1,
    };
    const move = keys[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(activeItem);
    setActiveItem(next);
    toolbarRef.current?.querySelector<HTMLElement>(`[data-toolbar-index="${next}"]`)?.focus();
  };
  const itemProps = (index: number) => ({
    tabIndex: index === activeItem ? 0 : -1,
    'data-toolbar-index': index,
    onFocus: () => setActiveItem(index),
  });

  const toolbar = (
    <Group
      ref={toolbarRef}
      gap={2}
      role="toolbar"
      aria-label={intl.formatMessage(messages.toolbar)}
      aria-orientation="horizontal"
      wrap="wrap"
      onKeyDown={onToolbarKeyDown}
    >
      {actions.map((action, index) => (
        <Tooltip key={action.key} label={intl.formatMessage(action.label)} withinPortal={!fullscreen}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={intl.formatMessage(action.label)}
            onClick={() => apply(action.run)}
            {...itemProps(index)}
          >
            <action.icon size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ))}
      <FileButton onChange={onFile} accept={allowedImageTypes.join(',')}>
        {(props) => (
          <Tooltip label={intl.formatMessage(messages.upload)} withinPortal={!fullscreen}>
            <ActionIcon
              {...props}
              variant="subtle"
              color="gray"
              aria-label={intl.formatMessage(messages.upload)}
              loading={progress !== null}
              {...itemProps(actions.length)}
            >
              <IconUpload size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </FileButton>
      <Box style={{ flex: 1 }} />
      {!fullscreen && (
        <Tooltip label={intl.formatMessage(messages.preview)} withinPortal>
          <ActionIcon
            variant={tab === 'preview' ? 'light' : 'subtle'}
            color="gray"
            aria-label={intl.formatMessage(messages.preview)}
            aria-pressed={tab === 'preview'}
            onClick={() => setTab((current) => (current === 'preview' ? 'write' : 'preview'))}
            {...itemProps(actions.length + 1)}
          >
            <IconEye size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={intl.formatMessage(fullscreen ? messages.exitFullscreen : messages.fullscreen)} withinPortal={!fullscreen}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={intl.formatMessage(fullscreen ? messages.exitFullscreen : messages.fullscreen)}
          aria-pressed={fullscreen}
          onClick={() => setFullscreen((current) => !current)}
          {...itemProps(fullscreen ? actions.length + 1 : actions.length + 2)}
        >
          {fullscreen ? <IconArrowsMinimize size={18} aria-hidden /> : <IconArrowsMaximize size={18} aria-hidden />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );

  const editor = (
    <Textarea
      ref={textarea}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autosize={!fullscreen}
      minRows={10}
      maxRows={fullscreen ? undefined : 30}
      styles={fullscreen ? { root: { height: '100%' }, wrapper: { height: '100%' }, input: { height: '100%', fontFamily: 'var(--mantine-font-family-monospace)' } } : { input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );

  const rendered = preview.trim() ? (
    <MarkdownView source={preview} />
  ) : (
    <Text c="dimmed" size="sm">
      {intl.formatMessage(messages.nothing)}
    </Text>
  );

  return (
    <Paper
      withBorder
      p="xs"
      radius="md"
      style={
        fullscreen
          ? { position: 'fixed', inset: 0, zIndex: 300, display: 'flex', flexDirection: 'column', gap: 8, borderRadius: 0 }
          : undefined
      }
    >
      {toolbar}
      {progress !== null && (
        <Box my={4}>
          <Text size="xs">{intl.formatMessage(messages.uploading, { percent: progress })}</Text>
          <Progress value={progress * 100} size="sm" aria-label={intl.formatMessage(messages.upload)} />
        </Box>
      )}
      {fullscreen ? (
        <SimpleGrid cols={2} style={{ flex: 1, minHeight: 0 }}>
          {editor}
          <Box style={{ overflow: 'auto' }}>{rendered}</Box>
        </SimpleGrid>
      ) : (
        <Box mt={4}>
          {tab === 'preview' ? (
            <Box data-testid="markdown-preview" mih={120} p="xs">
              {rendered}
            </Box>
          ) : (
            <>
              {editor}
              <Text size="xs" c="dimmed" mt={4}>
                {intl.formatMessage(messages.hint)}
              </Text>
            </>
          )}
        </Box>
      )}
    </Paper>
  );
}
