import { graphql, useMutation } from 'react-relay';
import type { useUpdateApplicationMutation } from './__generated__/useUpdateApplicationMutation.graphql';

const mutation = graphql`
  mutation useUpdateApplicationMutation($input: UpdateApplicationInput!) {
    updateApplication(input: $input) {
      application {
        id
        ...ApplicationDetail_application
        ...ApplicationForm_application
        ...ApplicationRow_application
      }
    }
  }
`;

/** updateApplication: name and description with `expectedVersion` (a stale save is 204.X000.004). */
export function useUpdateApplication() {
  return useMutation<useUpdateApplicationMutation>(mutation);
}
