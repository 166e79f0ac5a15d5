import { Alert, Button, FileInput, Group, Progress, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconArrowLeft, IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { errorMessage } from '@/modules/relay/errorMessages';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { LinkButton } from '@/modules/ui/LinkButton';
import { ImportMapping } from './ImportMapping';
import { ImportPreviewTable } from './ImportPreviewTable';
import { ImportResult } from './ImportResult';
import { canImport, importLists, isImportType, mapColumn, mappingOf, sameMapping, type ImportColumn } from './importMapping';
import { useImportChangedSubscription } from './useImportChangedSubscription';
import { usePreviewImport, type ImportPreviewResult } from './usePreviewImport';
import { useStartImport, type StartedImport } from './useStartImport';
import type { ImportWizard_kind$key } from './__generated__/ImportWizard_kind.graphql';

const messages = defineMessages({
  stepFile: { id: 'import.step.file', defaultMessage: 'Choose a file' },
  stepMap: { id: 'import.step.map', defaultMessage: 'Map columns' },
  stepPreview: { id: 'import.step.preview', defaultMessage: 'Preview' },
  stepImport: { id: 'import.step.import', defaultMessage: 'Import' },
  file: { id: 'import.file.label', defaultMessage: 'CSV file' },
  filePlaceholder: { id: 'import.file.placeholder', defaultMessage: 'Choose a .csv file' },
  fileHint: {
    id: 'import.file.hint',
    defaultMessage: 'UTF-8 (with or without a BOM) or Shift_JIS, headers in English or Japanese. Rows update the records they name instead of adding them twice.',
  },
  reading: { id: 'import.file.reading', defaultMessage: 'Reading the file…' },
  failed: { id: 'import.failed', defaultMessage: 'The file could not be imported' },
  missing: defineMessage<{ fields: string }>({ id: 'import.mapping.missing', defaultMessage: 'Map a column to every required field: {fields}' }),
  missingTitle: { id: 'import.mapping.missingTitle', defaultMessage: 'Required fields without a column' },
  back: { id: 'import.back', defaultMessage: 'Back' },
  next: { id: 'import.next', defaultMessage: 'Preview' },
  start: defineMessage<{ count: number }>({ id: 'import.start', defaultMessage: 'Import {count, plural, one {# row} other {# rows}}' }),
  again: { id: 'import.again', defaultMessage: 'Import another file' },
  backToList: defineMessage<{ list: string }>({ id: 'import.backToList', defaultMessage: 'Back to {list}' }),
});

interface Props {
  kind: ImportWizard_kind$key;
}

/** A started import, live while shown. */
function LiveImport({ started, fieldLabel }: { started: StartedImport; fieldLabel: (name: string) => string }) {
  useImportChangedSubscription(started.id);
  return <ImportResult import={started} fieldLabel={fieldLabel} />;
}

/**
 * A CSV import of one kind (issue 35 §3), in four steps: choose the file (the server suggests
 * the mapping from its en/ja headers), map its columns (each change previews again), see every
 * row's outcome and errors before anything is written, then import, with its progress and result.
 */
export function ImportWizard({ kind: ref }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const kind = useFragment(
    graphql`
      fragment ImportWizard_kind on ImportKind {
        type
        label
        fields {
          name
          label
        }
        ...ImportMapping_kind
      }
    `,
    ref,
  );
  const preview = usePreviewImport();
  const start = useStartImport();
  const [active, setActive] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [columns, setColumns] = useState<ImportColumn[]>([]);
  const [answer, setAnswer] = useState<ImportPreviewResult | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [started, setStarted] = useState<StartedImport | null>(null);
  // Only the latest preview counts: an answer to an earlier mapping that arrives late is dropped.
  const latest = useRef(0);

  const fieldLabel = useCallback((name: string) => kind.fields.find((field) => field.name === name)?.label ?? name, [kind.fields]);

  const run = (chosen: File, mapping: ImportColumn[] | undefined) => {
    const request = ++latest.current;
    setError(null);
    preview
      .upload(chosen, { type: kind.type, columns: mapping })
      .then((result) => {
        if (request !== latest.current) return;
        setAnswer(result);
        setColumns(mappingOf(result.headers, result.columns));
        setActive((step) => (step === 0 ? 1 : step));
      })
      .catch((failure: unknown) => {
        if (request === latest.current) setError(failure);
      });
  };

  const choose = (chosen: File | null) => {
    latest.current += 1;
    setFile(chosen);
    setAnswer(null);
    setColumns([]);
    setError(null);
    if (chosen) run(chosen, undefined);
  };

  const map = (index: number, field: ImportColumn) => {
    if (!file) return;
    const next = mapColumn(columns, index, field);
    setColumns(next);
    run(file, next);
  };

  const begin = () => {
    if (!file) return;
    setError(null);
    start
      .upload(file, { type: kind.type, columns })
      .then((result) => {
        setStarted(result);
        setActive(3);
      })
      .catch(setError);
  };

  const reset = () => {
    latest.current += 1;
    setStarted(null);
    setFile(null);
    setAnswer(null);
    setColumns([]);
    setError(null);
    setActive(0);
  };

  const previewing = preview.progress !== null;
  const current = answer !== null && sameMapping(columns, answer.columns);
  const ready = current && !previewing && canImport(answer);
  const listPath = isImportType(kind.type) ? importLists[kind.type] : '/';
  const missing =
    answer && answer.missing.length > 0 ? (
      <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} title={intl.formatMessage(messages.missingTitle)} data-testid="import-missing">
        {intl.formatMessage(messages.missing, { fields: intl.formatList(answer.missing.map(fieldLabel), { type: 'conjunction' }) })}
      </Alert>
    ) : null;
  const failure = error ? (
    <ErrorAlert title={intl.formatMessage(messages.failed)} testId="import-error">
      {errorMessage(intl, error)}
    </ErrorAlert>
  ) : null;
  const reading = previewing ? (
    <Stack gap={4} aria-live="polite">
      <Text size="sm" c="dimmed">
        {intl.formatMessage(messages.reading)}
      </Text>
      <Progress value={(preview.progress ?? 0) * 100} size="sm" animated />
    </Stack>
  ) : null;
  const back = (step: number) => (
    <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={() => setActive(step)} data-testid="import-back">
      {intl.formatMessage(messages.back)}
    </Button>
  );
  const importButton = (
    <Button leftSection={<IconUpload size={16} aria-hidden />} disabled={!ready} loading={start.progress !== null} onClick={begin} data-testid="import-start">
      {intl.formatMessage(messages.start, { count: current && answer ? answer.total - answer.refused : 0 })}
    </Button>
  );

  return (
    <Stepper
      active={active}
      onStepClick={started ? undefined : setActive}
      allowNextStepsSelect={false}
      orientation={phone ? 'vertical' : 'horizontal'}
      size="sm"
      data-testid="import-steps"
    >
      <Stepper.Step label={intl.formatMessage(messages.stepFile)} data-testid="import-step-file">
        <Stack gap="md" mt="md" maw={640}>
          <FileInput
            label={intl.formatMessage(messages.file)}
            description={intl.formatMessage(messages.fileHint)}
            placeholder={intl.formatMessage(messages.filePlaceholder)}
            accept=".csv,text/csv"
            value={file}
            onChange={choose}
            clearable
            leftSection={<IconFileTypeCsv size={18} aria-hidden />}
            data-testid="import-file"
          />
          {reading}
          {failure}
        </Stack>
      </Stepper.Step>
      <Stepper.Step label={intl.formatMessage(messages.stepMap)} data-testid="import-step-map">
        <Stack gap="md" mt="md">
          {answer && <ImportMapping kind={kind} preview={answer} columns={columns} onChange={map} />}
          {missing}
          {reading}
          {failure}
          <Group gap="sm">
            {back(0)}
            <Button onClick={() => setActive(2)} disabled={answer === null} data-testid="import-next">
              {intl.formatMessage(messages.next)}
            </Button>
          </Group>
        </Stack>
      </Stepper.Step>
      <Stepper.Step label={intl.formatMessage(messages.stepPreview)} data-testid="import-step-preview">
        <Stack gap="md" mt="md">
          {missing}
          {answer && <ImportPreviewTable preview={answer} />}
          {reading}
          {failure}
          <Group gap="sm">
            {back(1)}
            {importButton}
          </Group>
        </Stack>
      </Stepper.Step>
      <Stepper.Step label={intl.formatMessage(messages.stepImport)} data-testid="import-step-import">
        <Stack gap="md" mt="md">
          {started && <LiveImport key={started.id} started={started} fieldLabel={fieldLabel} />}
          {failure}
          <Group gap="sm">
            <LinkButton to={to(listPath)} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} data-testid="import-back-to-list">
              {intl.formatMessage(messages.backToList, { list: kind.label })}
            </LinkButton>
            <Button variant="light" onClick={reset} data-testid="import-again">
              {intl.formatMessage(messages.again)}
            </Button>
          </Group>
        </Stack>
      </Stepper.Step>
    </Stepper>
  );
}
