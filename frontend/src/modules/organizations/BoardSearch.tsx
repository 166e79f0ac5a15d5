import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ListSearchInput } from '@/modules/ui/list/ListSearchInput';
import { readKeyword } from '@/modules/ui/list/listParams';

const messages = defineMessages({
  keyword: { id: 'organization.board.filter', defaultMessage: 'Filter the board' },
  keywordPlaceholder: { id: 'organization.filter.keywordPlaceholder', defaultMessage: 'Name or website' },
  clearSearch: { id: 'list.search.clear', defaultMessage: 'Clear search' },
});

/** The board's keyword box (`q` in the URL): it narrows the cards and the column totals alike. */
export function BoardSearch() {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  return (
    <ListSearchInput
      value={readKeyword(search)}
      onSearch={(keyword) => {
        const next = new URLSearchParams();
        if (keyword) next.set('q', keyword);
        setSearch(next, { replace: true, preventScrollReset: true });
      }}
      label={intl.formatMessage(messages.keyword)}
      placeholder={intl.formatMessage(messages.keywordPlaceholder)}
      clearLabel={intl.formatMessage(messages.clearSearch)}
    />
  );
}
