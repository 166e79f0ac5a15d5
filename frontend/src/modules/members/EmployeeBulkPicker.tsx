import type { BulkPickerProps } from '@/modules/areas/types';
import { SearchMultiSelect, SearchSelect } from '@/modules/ui/form/SearchSelect';
import { useEmployeeSearch } from './useEmployeeSearch';

/**
 * The member picker of a change in bulk (issue 35 §2: an assignee, assignees, an owner): no form
 * holds a first page here, so it browses the server's first members and searches what is typed.
 */
export default function EmployeeBulkPicker({ label, multiple, value, onChange, placeholder }: BulkPickerProps) {
  const search = useEmployeeSearch({ browse: true });
  const data = search.found.map((employee) => ({ value: employee.id, label: employee.name }));
  if (multiple) {
    return <SearchMultiSelect label={label} data={data} {...search.props} value={[...value]} onChange={onChange} data-testid="bulk-picker" />;
  }
  return (
    <SearchSelect
      label={label}
      placeholder={placeholder}
      clearable
      data={data}
      {...search.props}
      value={value[0] ?? null}
      onChange={(id) => onChange(id ? [id] : [])}
      data-testid="bulk-picker"
    />
  );
}
