import { AppDialog, Button, Flex, Input, NativeSelect, Text } from '@exchange/shared-ui/chakra';
import { useState } from 'react';
import { useNavigate } from '@exchange/shared-ui/router';
import type { MyMarket } from '@exchange/contracts/matchOdds';
import {
  DataTable,
  formatAmount,
  LoadingBlock,
  pageCount,
  Pager,
  useTranslateText,
  type DataColumn,
} from '@exchange/shared-ui';
import { useRemoteLink } from '../../federation/remoteLinks';
import { usePopup } from '../../shared/popup';
import { MY_MARKETS_PAGE_SIZE, myMarketApi, type MyMarketsQuery } from './myMarketApi';

/** Market kinds as a player reads them; a session line is shown by its own name. */
const MARKET_LABELS: Record<string, string> = {
  MATCH_ODDS: 'Match Odds',
  BOOKMAKER_ODDS_1: 'Bookmaker',
  BOOKMAKER_ODDS_2: 'Bookmaker 2',
};

function MarketList({ onClose }: { onClose: () => void }) {
  const tx = useTranslateText();
  const navigate = useNavigate();
  // The match page is the sportsbook's (contract 1.7): none while it is loading or down.
  const link = useRemoteLink();
  const [query, setQuery] = useState<MyMarketsQuery>({ betType: 'ALL', pageNumber: 0, search: '' });
  const [typed, setTyped] = useState('');
  const { data, isFetching, isError } = myMarketApi.useGetMyMarketsQuery(query);
  const markets = data?.markets ?? [];
  const pages = pageCount(data?.totalMarkets ?? 0, MY_MARKETS_PAGE_SIZE);
  const columns: DataColumn<MyMarket>[] = [
    {
      header: tx('Event'),
      cell: (market) => (
        <Button
          variant="plain"
          px="0"
          minH="11"
          h="auto"
          whiteSpace="normal"
          textAlign="start"
          color="brand.fg"
          disabled={link('match', market.sport, market.cricketId) === undefined}
          onClick={() => {
            const to = link('match', market.sport, market.cricketId);
            if (!to) return;
            onClose();
            navigate(to);
          }}
        >
          {market.eventName}
        </Button>
      ),
    },
    { header: tx('Market'), cell: (market) => tx(MARKET_LABELS[market.marketName] ?? market.marketName) },
    { header: tx('Bets'), end: true, cell: (market) => market.betCount },
    { header: tx('Matched'), end: true, cell: (market) => formatAmount(market.matchedAmount) },
  ];

  return (
    <>
      <Flex
        as="form"
        gap="2"
        mb="3"
        wrap="wrap"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ ...query, search: typed.trim(), pageNumber: 0 });
        }}
      >
        <Input
          aria-label={tx('Search markets')}
          placeholder={tx('Search event or market')}
          maxLength={100}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          flex="1"
          minW="40"
        />
        <NativeSelect.Root width="32">
          <NativeSelect.Field
            aria-label={tx('Bet type')}
            value={query.betType}
            onChange={(event) =>
              setQuery({ ...query, betType: event.target.value as MyMarketsQuery['betType'], pageNumber: 0 })
            }
          >
            <option value="ALL">{tx('All')}</option>
            <option value="BACK">{tx('Back')}</option>
            <option value="LAY">{tx('Lay')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button type="submit" colorPalette="brand">
          {tx('Search')}
        </Button>
      </Flex>
      {isError ? (
        <Text color="fg.error" role="alert">
          {tx('Your markets could not be loaded. Please try again.')}
        </Text>
      ) : isFetching && !data ? (
        <LoadingBlock label={tx('Loading your markets')} />
      ) : (
        <DataTable
          columns={columns}
          rows={markets}
          rowKey={(market) => market.marketId}
          testId="my-markets"
          label={tx('My markets')}
          stack={false}
        />
      )}
      {pages > 1 ? (
        <Pager
          page={query.pageNumber + 1}
          pages={pages}
          onPage={(page) => setQuery({ ...query, pageNumber: page - 1 })}
        />
      ) : null}
    </>
  );
}

/** The my-market popup (flag `myMarketPopOpen`): the markets where the player has matched bets, each opening its match. */
export function MyMarketDialog() {
  const tx = useTranslateText();
  const { open, close } = usePopup('myMarketPopOpen');

  return (
    <AppDialog open={open} onClose={close} size="lg" title={tx('My Market')} data-testid="my-market-dialog">
      {/* Fetched on every open: the list is what is matched now. */}
      {open ? <MarketList onClose={close} /> : null}
    </AppDialog>
  );
}
