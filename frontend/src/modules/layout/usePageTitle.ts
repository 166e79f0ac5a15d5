import { defineMessages, useIntl } from 'react-intl';
import { useDocumentTitle } from '@/modules/ui/useDocumentTitle';

const messages = defineMessages({
  product: { id: 'layout.productName', defaultMessage: 'Staffhub' },
});

/** Sets the document title for a page, translated. */
export function usePageTitle(title: string): void {
  const intl = useIntl();
  useDocumentTitle(title, intl.formatMessage(messages.product));
}
