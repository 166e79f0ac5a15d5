import { graphql, useLazyLoadQuery } from 'react-relay';
import type { BulkPickerProps } from '@/modules/areas/types';
import { byPosition } from '@/modules/ui/choices/choiceOrder';
import { SearchMultiSelect, SearchSelect } from '@/modules/ui/form/SearchSelect';
import type { IssueBulkPickersQuery } from './__generated__/IssueBulkPickersQuery.graphql';

/** The issue statuses and categories a change in bulk picks from: short lists an administrator keeps (a hundred at most shown). */
const query = graphql`
  query IssueBulkPickersQuery {
    issueStatuses(first: 100) {
      edges {
        node {
          id
          label
          position
        }
      }
    }
    issueCategories(first: 100) {
      edges {
        node {
          id
          label
          position
        }
      }
    }
  }
`;

function ChoicePicker({ list, label, multiple, value, onChange, placeholder }: BulkPickerProps & { list: 'issueStatuses' | 'issueCategories' }) {
  const data = useLazyLoadQuery<IssueBulkPickersQuery>(query, {}, { fetchPolicy: 'store-or-network' });
  const options = byPosition(data[list].edges.map((edge) => edge.node)).map((node) => ({ value: node.id, label: node.label }));
  if (multiple) {
    return <SearchMultiSelect label={label} data={options} value={[...value]} onChange={onChange} data-testid="bulk-picker" />;
  }
  return <SearchSelect label={label} placeholder={placeholder} data={options} value={value[0] ?? null} onChange={(id) => onChange(id ? [id] : [])} data-testid="bulk-picker" />;
}

/** An issue status, for a change of status in bulk (issue 35 §2). */
export function IssueStatusBulkPicker(props: BulkPickerProps) {
  return <ChoicePicker list="issueStatuses" {...props} />;
}

/** Issue categories to add or take off in bulk. */
export function IssueCategoryBulkPicker(props: BulkPickerProps) {
  return <ChoicePicker list="issueCategories" {...props} />;
}
