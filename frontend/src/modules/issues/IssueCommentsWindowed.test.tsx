import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { windowedFrom } from '@/modules/ui/windowed/useWindowedItems';
import { renderStoredQuery } from '@/test/renderStoredQuery';
import { expectWhole, expectWindowed, fakePageLayout, scrollPageTo } from '@/test/windowedLayout';
import { IssueComments } from './IssueComments';
import query, { type IssueCommentsPaginationQuery } from './__generated__/IssueCommentsPaginationQuery.graphql';

const commentHeight = 120;
const variables = { id: 'Issue:1', first: 20, after: null };

/** An issue whose first `count` comments were shown ("Show more" after "Show more"), of `total`. */
function renderComments(count: number, total = count) {
  return renderStoredQuery<IssueCommentsPaginationQuery>(
    query,
    variables,
    {
      node: {
        __typename: 'Issue',
        id: 'Issue:1',
        commentCount: total,
        comments: {
          edges: Array.from({ length: count }, (_, index) => ({
            cursor: `c${index}`,
            node: {
              __typename: 'IssueComment',
              id: `IssueComment:${index}`,
              body: `Comment ${index}`,
              createdAt: '2026-11-23T10:00:00Z',
              editedAt: null,
              editCount: 0,
              mayEdit: false,
              author: { id: 'Employee:1', name: 'Kenji Sato', avatarUrl: null },
              mentions: [],
            },
          })),
          pageInfo: { endCursor: `c${count - 1}`, hasNextPage: count < total },
        },
      },
    },
    (data) => (data.node ? <IssueComments issue={data.node} employees={[]} /> : <></>),
  );
}

const comments = () => screen.getAllByTestId('issue-comment');
const numbers = () => comments().map((comment) => Number(comment.dataset.commentId?.replace('IssueComment:', '')));

describe('a long comment thread (issue 33)', () => {
  fakePageLayout({ isItem: (element) => element.dataset.testid === 'issue-comment', isList: (element) => element.classList.contains('issue-comment-list'), itemHeight: commentHeight });

  it('renders a thread below the threshold whole', () => {
    renderComments(windowedFrom - 1, 300);
    expectWhole(comments(), windowedFrom - 1);
  });

  it('renders only the comments in view of thousands shown, each with its place in the thread', () => {
    renderComments(2_000, 2_500);
    expectWindowed(comments(), { count: 2_000, setSize: 2_500 });
    expect(numbers()[0]).toBe(0);
    expect(screen.getByRole('button', { name: 'Show more comments' })).toBeTruthy();
  });

  it('renders the comments at the scroll position further down', () => {
    renderComments(2_000);
    act(() => scrollPageTo(1_000 * commentHeight));
    const first = numbers()[0];
    expect(first).toBeGreaterThan(700);
    expectWindowed(comments(), { count: 2_000, firstIndex: first });
  });
});
