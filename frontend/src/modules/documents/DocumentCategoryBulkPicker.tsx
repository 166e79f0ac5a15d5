import { graphql, useLazyLoadQuery } from 'react-relay';
import type { BulkPickerProps } from '@/modules/areas/types';
import { SearchSelect } from '@/modules/ui/form/SearchSelect';
import type { DocumentCategoryBulkPickerQuery } from './__generated__/DocumentCategoryBulkPickerQuery.graphql';

/** The document categories (a short list an administrator keeps) a change in bulk picks from. */
const query = graphql`
  query DocumentCategoryBulkPickerQuery {
    documentCategories(first: 100) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

/** A document category, or none ("Uncategorised"), for the documents chosen (issue 35 §2). */
export default function DocumentCategoryBulkPicker({ label, value, onChange, placeholder }: BulkPickerProps) {
  const data = useLazyLoadQuery<DocumentCategoryBulkPickerQuery>(query, {}, { fetchPolicy: 'store-or-network' });
  const options = data.documentCategories.edges.map((edge) => ({ value: edge.node.id, label: edge.node.name }));
  return (
    <SearchSelect label={label} placeholder={placeholder} clearable data={options} value={value[0] ?? null} onChange={(id) => onChange(id ? [id] : [])} data-testid="bulk-picker" />
  );
}
