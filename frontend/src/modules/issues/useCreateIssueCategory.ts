import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import type { useCreateIssueCategoryMutation } from './__generated__/useCreateIssueCategoryMutation.graphql';

const mutation = graphql`
  mutation useCreateIssueCategoryMutation($input: CreateIssueCategoryInput!) {
    createIssueCategory(input: $input) {
      issueCategory {
        id
        label
        position
        ...IssueChoiceManager_category
      }
    }
  }
`;

/** createIssueCategory (admin). The new category joins the manager's connection (no reload); the live notice skips it as listed. */
export function useCreateIssueCategory(connectionId: string) {
  return useStoreMutation<useCreateIssueCategoryMutation>(mutation, (store, data) => {
    const id = data?.createIssueCategory.issueCategory.id;
    if (id) insertNode(store, connectionId, id, 'IssueCategoryEdge', 'end');
  });
}
