import { Paper, SimpleGrid } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { ErrorScreen } from '@/modules/errors/ErrorScreen';
import { HttpError } from '@/modules/errors/HttpError';
import { toErrorView } from '@/modules/errors/toErrorView';

/**
 * The codes the error screen names (spec §2: 400, 402, 404, 500, 503, any other 'Unknown Error';
 * the app also names 403, and reads the spec's 'Bad Gateway' as 502 so 402 is unknown), and one
 * it does not name at all (418).
 */
const statuses: readonly number[] = [400, 402, 403, 404, 500, 502, 503, 418];

/**
 * The error screen for each status code, each inline in a box of its own (not as the page), with
 * the message the app shows for that code. The page's own title wins: its effect runs after the
 * screens' (a parent's effects run after its children's).
 */
export function DemoErrorSection() {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="demo-errors">
      {statuses.map((status) => {
        // A 500 is what any unexpected failure becomes (a thrown Error); the others come with their code.
        const view = toErrorView(intl, status === 500 ? new Error() : new HttpError(status, ''), pathname);
        return (
          <Paper key={status} withBorder radius="md" className="demo-error-box" data-error-status={status}>
            <ErrorScreen status={view.status} message={view.message} />
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
