import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { EmailHtmlEditor } from './EmailHtmlEditor';
import { EmailPreviewFrame } from './EmailPreviewFrame';

/** An environment whose `emailPreview` fills the sample name in, like the server. */
function previewEnvironment(requests: Variables[]) {
  const network = Network.create((_request: RequestParameters, variables: Variables) => {
    requests.push(variables);
    const recipients = (variables.recipients as string[] | null) ?? null;
    // A recipient who is no saved contact gets the name blank, and a warning says so.
    const name = recipients ? '' : 'Hanako Yamada';
    const fill = (text: string) => text.replaceAll('{{recipient_name}}', name);
    const recipient = recipients ? { email: recipients[0], name: null, organizationName: null } : null;
    const warnings = (recipients ?? []).map((email) => ({ code: '203.E001.009', message: 'This variable will be empty for this recipient', variable: 'recipient_name', recipient: email }));
    const response: GraphQLResponse = { data: { emailPreview: { subject: fill(String(variables.subject)), html: fill(String(variables.html)), recipient, warnings } } };
    return Observable.from(Promise.resolve(response));
  });
  return new Environment({ network, store: new Store(new RecordSource()) });
}

describe('EmailPreviewFrame', () => {
  it('shows the rendered email only inside a sandboxed frame, never in the page', async () => {
    const requests: Variables[] = [];
    const html = '<h1>Hello {{recipient_name}}</h1><script>window.__ran = true</script>';
    renderWithProviders(
      <RelayEnvironmentProvider environment={previewEnvironment(requests)}>
        <EmailPreviewFrame subject="Hi {{recipient_name}}" html={html} />
      </RelayEnvironmentProvider>,
    );
    const frame = await screen.findByTitle('Email preview');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Hello Hanako Yamada</h1>');
    expect(screen.getByTestId('email-preview-subject').textContent).toBe('Subject: Hi Hanako Yamada');
    // The HTML is never parsed into the app's document.
    expect(document.querySelector('h1')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
    expect(requests).toEqual([{ subject: 'Hi {{recipient_name}}', html, markdown: null, senderName: null, recipients: null }]);
  });

  it('previews a markdown body as the server renders it: the markdown is sent in place of the HTML (issue 37 §6)', async () => {
    const requests: Variables[] = [];
    renderWithProviders(
      <RelayEnvironmentProvider environment={previewEnvironment(requests)}>
        <EmailPreviewFrame subject="Hi" html="<p>As last saved</p>" markdown="**Dear** {{recipient_name}}" />
      </RelayEnvironmentProvider>,
    );
    await screen.findByTitle('Email preview');
    expect(requests).toEqual([{ subject: 'Hi', html: '', markdown: '**Dear** {{recipient_name}}', senderName: null, recipients: null }]);
  });

  it('renders for the real recipient and lists the variables that will be empty for them (issue 37 §6)', async () => {
    const requests: Variables[] = [];
    const seen: string[][] = [];
    renderWithProviders(
      <RelayEnvironmentProvider environment={previewEnvironment(requests)}>
        <EmailPreviewFrame subject="Hi" html="<p>Dear {{recipient_name}},</p>" recipients={['ann@client.test']} onWarnings={(warnings) => seen.push(warnings.map((w) => w.variable))} />
      </RelayEnvironmentProvider>,
    );
    const warning = await screen.findByTestId('email-preview-warning');
    expect(warning.getAttribute('data-code')).toBe('203.E001.009');
    expect(warning.textContent).toBe('{{recipient_name}} for ann@client.test: This variable will be empty for this recipient');
    expect(screen.getByTestId('email-preview-to').textContent).toBe('To: ann@client.test');
    expect((await screen.findByTitle('Email preview')).getAttribute('srcdoc')).toBe('<p>Dear ,</p>');
    expect(seen.at(-1)).toEqual(['recipient_name']);
    expect(requests.at(-1)?.recipients).toEqual(['ann@client.test']);
  });
});

function Editor() {
  const [value, setValue] = useState('<p>Dear </p>');
  return <EmailHtmlEditor label="HTML" value={value} onChange={setValue} />;
}

describe('EmailHtmlEditor', () => {
  it('puts a variable where the caret is', async () => {
    // Mantine's autosize listens for font loading, which jsdom does not have.
    if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
    renderWithProviders(<Editor />);
    const textarea = screen.getByRole('textbox', { name: 'HTML' }) as HTMLTextAreaElement;
    textarea.focus();
    textarea.setSelectionRange(8, 8);
    fireEvent.click(screen.getByRole('button', { name: '{{recipient_name}}' }));
    await waitFor(() => expect(textarea.value).toBe('<p>Dear {{recipient_name}}</p>'));
  });
});
