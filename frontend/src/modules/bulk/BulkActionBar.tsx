import { Button, Group, Loader, Select } from '@mantine/core';
import { Suspense, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { BulkField } from '@/modules/areas/types';
import { ConfirmModal } from '@/modules/ui/ConfirmDialog';
import { bulkValue, emptyDraft, type BulkDraft } from './bulkValue';

const messages = defineMessages({
  field: { id: 'bulk.bar.field', defaultMessage: 'Change' },
  fieldPlaceholder: { id: 'bulk.bar.fieldPlaceholder', defaultMessage: 'Choose what to change' },
  value: { id: 'bulk.bar.value', defaultMessage: 'To' },
  add: { id: 'bulk.bar.add', defaultMessage: 'Add' },
  remove: { id: 'bulk.bar.remove', defaultMessage: 'Take off' },
  applyField: defineMessage<{ field: string; count: number; more: string }>({ id: 'bulk.bar.applyField', defaultMessage: '{field} ({count, number}{more, select, yes {+} other {}})' }),
  apply: defineMessage<{ count: number; more: string }>({ id: 'bulk.bar.apply', defaultMessage: 'Apply to {more, select, yes {{count, number}+ items} other {{count, plural, one {# item} other {# items}}}}' }),
  deleteTitle: { id: 'bulk.delete.title', defaultMessage: 'Delete in bulk' },
  deleteBody: defineMessage<{ count: number; more: string }>({
    id: 'bulk.delete.body',
    defaultMessage: 'Move {more, select, yes {{count, number}+ items} other {{count, plural, one {# item} other {# items}}}} to the trash? One Undo brings them all back.',
  }),
  deleteConfirm: defineMessage<{ count: number; more: string }>({ id: 'bulk.delete.confirm', defaultMessage: 'Delete {more, select, yes {{count, number}+ items} other {{count, plural, one {# item} other {# items}}}}' }),
});

interface Props {
  /** The fields offered, as the area declares them, only those the server lets the reader use. */
  fields: readonly (readonly [string, BulkField])[];
  /** How many items the change is for (the chosen rows, or all matching). */
  count: number;
  /** All matching, past the count the list's total stops at ("1,000+"): the server finds them all. */
  capped?: boolean;
  /** A batch is being started: the bar waits. */
  busy: boolean;
  onApply: (field: string, value: unknown) => void;
}

/**
 * What to do with the chosen rows (issue 35 §2): which field, its new value in the area's picker,
 * and Apply; delete asks first. Each area's fields and pickers are its declaration's (`area.ts`).
 */
export function BulkActionBar({ fields, count, capped = false, busy, onApply }: Props) {
  const intl = useIntl();
  const more = capped ? 'yes' : 'no';
  const [name, setName] = useState<string | null>(null);
  const [draft, setDraft] = useState<BulkDraft>(emptyDraft);
  const [confirming, setConfirming] = useState(false);
  const field = fields.find(([key]) => key === name)?.[1];
  const value = field ? bulkValue(field, draft) : { ready: false, value: null };
  const choose = (next: string | null) => {
    setName(next);
    setDraft(emptyDraft);
  };
  const apply = () => {
    if (!name || !value.ready) return;
    if (field?.value === 'none' && field.danger) {
      setConfirming(true);
      return;
    }
    onApply(name, value.value);
  };
  const label = field ? intl.formatMessage(field.label) : '';
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="bulk-action-bar">
      <Select
        label={intl.formatMessage(messages.field)}
        placeholder={intl.formatMessage(messages.fieldPlaceholder)}
        data={fields.map(([key, declared]) => ({ value: key, label: intl.formatMessage(declared.label) }))}
        value={name}
        onChange={choose}
        allowDeselect={false}
        data-testid="bulk-field"
      />
      {field?.value === 'choice' && (
        <Select
          label={intl.formatMessage(messages.value)}
          data={field.choices.map((choice) => ({ value: String(choice.id), label: intl.formatMessage(choice.label) }))}
          value={draft.choice}
          onChange={(choice) => setDraft({ ...draft, choice })}
          data-testid="bulk-value"
        />
      )}
      {field?.value === 'pick' && (
        <Suspense fallback={<Loader size="sm" />}>
          {field.many ? (
            <>
              <field.picker key={`${name}-add`} label={intl.formatMessage(messages.add)} multiple value={draft.add} onChange={(add) => setDraft({ ...draft, add })} />
              <field.picker key={`${name}-remove`} label={intl.formatMessage(messages.remove)} multiple value={draft.remove} onChange={(remove) => setDraft({ ...draft, remove })} />
            </>
          ) : (
            <field.picker
              key={name}
              label={intl.formatMessage(messages.value)}
              multiple={false}
              value={draft.ids}
              onChange={(ids) => setDraft({ ...draft, ids })}
              placeholder={field.none && intl.formatMessage(field.none)}
            />
          )}
        </Suspense>
      )}
      {field && (
        <Button color={field.value === 'none' && field.danger ? 'red' : undefined} disabled={!value.ready} loading={busy} onClick={apply} data-testid="bulk-apply">
          {field.value === 'none' ? intl.formatMessage(messages.applyField, { field: label, count, more }) : intl.formatMessage(messages.apply, { count, more })}
        </Button>
      )}
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={intl.formatMessage(messages.deleteTitle)}
        body={intl.formatMessage(messages.deleteBody, { count, more })}
        confirm={{
          label: intl.formatMessage(messages.deleteConfirm, { count, more }),
          color: 'red',
          loading: busy,
          testId: 'bulk-delete-confirm',
          autoFocus: true,
          onClick: () => {
            setConfirming(false);
            if (name) onApply(name, null);
          },
        }}
      />
    </Group>
  );
}
