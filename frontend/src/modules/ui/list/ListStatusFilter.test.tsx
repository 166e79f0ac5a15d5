import { fireEvent } from '@testing-library/react';
import { defineMessages } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Held, openPicker, optionNames, options, pillNames, stubScrolling } from '@/test/combobox';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ListEnumFilter } from './ListStatusFilter';

// Real catalogue entries, so the words are the product's.
const messages = defineMessages({
  draft: { id: 'email.status.draft', defaultMessage: 'Draft' },
  scheduled: { id: 'email.job.status.scheduled', defaultMessage: 'Scheduled' },
  queued: { id: 'email.job.status.queued', defaultMessage: 'Queued' },
});

type Status = 'DRAFT' | 'SCHEDULED' | 'QUEUED';
const statuses: readonly { value: Status; label: (typeof messages)[keyof typeof messages] }[] = [
  { value: 'DRAFT', label: messages.draft },
  { value: 'SCHEDULED', label: messages.scheduled },
  { value: 'QUEUED', label: messages.queued },
];

beforeEach(stubScrolling);

describe('ListEnumFilter', () => {
  it('offers the table by its translated names and keeps the picks in the table’s order', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <Held<Status[]> initial={['QUEUED']} onChange={onChange}>
        {(value, change) => <ListEnumFilter label="Status" any="Any" options={statuses} value={value} onChange={change} layout="inline" width={240} />}
      </Held>,
    );
    expect(pillNames()).toEqual(['Queued']);
    openPicker('Status');
    expect(optionNames()).toEqual(['Draft', 'Scheduled', 'Queued']);
    fireEvent.click(options()[0]);
    expect(onChange).toHaveBeenLastCalledWith(['DRAFT', 'QUEUED']);
    expect(pillNames()).toEqual(['Draft', 'Queued']);
  });
});
