import { screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '@/lang/en.json';
import ja from '@/lang/ja.json';
import { ClientError } from '@/modules/relay/ClientError';
import { renderWithProviders } from '@/test/renderWithProviders';
import { dependentsOfError, dependentThings, InUseNotice } from './InUseNotice';

const english = createIntl({ locale: 'en', messages: en });
const japanese = createIntl({ locale: 'ja', messages: ja });

describe('InUseNotice', () => {
  it('counts each kind in its area’s words, in the order given, leaving out kinds counted 0', () => {
    expect(dependentThings(english, { projects: 1, questions: 0, applications: 3, issues: 2 })).toEqual(['1 project', '3 applications', '2 issues']);
    expect(dependentThings(japanese, { questions: 2, issues: 1 })).toEqual(['2件の質問', '1件の課題']);
  });

  it('counts kinds no area has words for together, snake case read as camel case', () => {
    expect(dependentThings(english, { questions: 1, permission_categories: 2, widgets: 1 })).toEqual(['1 question', '3 other records']);
  });

  it('reads the counts of a refusal, and none from other errors', () => {
    const refusal = new ClientError('201.J001.001', 'Project is in use', null, 200, { code: '201.J001.001', dependents: { questions: 2, issues: 0, note: 'x' } });
    expect(dependentsOfError(refusal)).toEqual({ questions: 2 });
    expect(dependentsOfError(new ClientError('201.J001.001', 'Project is in use', null, 200, { dependents: { issues: 0 } }))).toBeNull();
    expect(dependentsOfError(new Error('offline'))).toBeNull();
  });

  it('says what is in the way and the hint, or nothing when nothing is counted', async () => {
    renderWithProviders(
      <>
        <InUseNotice name="Acme" counts={{ projects: 2, questions: 1 }} hint="Move them first." testId="in-use" />
        <InUseNotice name="Empty" counts={{ projects: 0 }} hint="Never shown." testId="not-in-use" />
      </>,
    );
    expect((await screen.findByTestId('in-use')).textContent).toBe('“Acme” is in use by 2 projects and 1 question, so it cannot be deleted.');
    expect(screen.getByText('Move them first.')).toBeTruthy();
    expect(screen.queryByTestId('not-in-use')).toBeNull();
    expect(screen.queryByText('Never shown.')).toBeNull();
  });
});
