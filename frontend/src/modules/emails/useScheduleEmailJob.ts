import { graphql, useMutation } from 'react-relay';
import type { useScheduleEmailJobMutation } from './__generated__/useScheduleEmailJobMutation.graphql';

const mutation = graphql`
  mutation useScheduleEmailJobMutation($input: ScheduleEmailJobInput!) {
    scheduleEmailJob(input: $input) {
      emailJob {
        id
        ...EmailJobDetail_job
        ...EmailJobRow_job
      }
    }
  }
`;

/** scheduleEmailJob: a draft is scheduled at a time, or now ('Only a draft can be changed' otherwise). */
export function useScheduleEmailJob() {
  return useMutation<useScheduleEmailJobMutation>(mutation);
}
