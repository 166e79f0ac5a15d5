import { graphql, useFragment } from 'react-relay';
import type { EmailReportCounts } from './emailReportCounts';
import type { useEmailReportCounts_job$key } from './__generated__/useEmailReportCounts_job.graphql';

/** A job's report counts (distinct recipients each), read in one place for the report and its summary; they follow `emailJobChanged` in the store. */
export function useEmailReportCounts(job: useEmailReportCounts_job$key): EmailReportCounts {
  return useFragment(
    graphql`
      fragment useEmailReportCounts_job on EmailJob {
        report {
          recipients
          skipped
          pending
          accepted
          delivered
          opened
          clicked
          unsubscribed
          complained
          permanentFailures
          temporaryFailures
        }
      }
    `,
    job,
  ).report;
}
