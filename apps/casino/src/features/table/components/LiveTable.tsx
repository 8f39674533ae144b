import { Box, Grid, Text } from '@exchange/shared-ui/chakra';
import { memo } from 'react';
import { useQuietPoll } from '@exchange/live-data';
import { useT, useTranslateText } from '@exchange/shared-ui';
import { casinoApi, useCasinoGamesListQuery, useCasinoOddsQuery, POLL } from '../casinoApi';
import { CardBack, PlayingCard, type CardSize } from '../../../shared/PlayingCard';
import { FELT_LAYOUTS, cardsInSlots, feltSeats, type FeltSeat } from '../feltLayouts';
import { Countdown } from './Countdown';
import { useBoardSuspended } from './OptionBoard';
import styles from './liveTable.module.css';

const NO_CARDS: readonly string[] = [];

/**
 * The stream page runs a script that polls its own origin (the reference API's page films the
 * round). On another origin than this page it may keep that origin (allow-same-origin), which lets
 * it revalidate its poll with If-None-Match and still cannot reach this page; on this page's own
 * origin that would let it script this page, so it stays in an opaque origin there.
 */
export function streamSandbox(streamURL: string, pageOrigin: string): string {
  return new URL(streamURL, pageOrigin).origin === pageOrigin ? 'allow-scripts' : 'allow-scripts allow-same-origin';
}
const EMPTY: Record<string, string[]> = {};

/**
 * One seat of the felt: its name and its card slots in two grid cells, so a name never runs into a
 * card. Slots not dealt yet show a card lying face down.
 */
const Seat = memo(function Seat({
  seat,
  cards,
  across,
}: {
  seat: FeltSeat;
  cards: readonly string[];
  across: boolean;
}) {
  const shown = cardsInSlots(cards, seat.slots);
  // Index in the whole deal, so a card keeps its key as an Andar Bahar window moves on and only the new one slides in.
  const first = cards.length - shown.length;
  const size: CardSize = seat.slots === 1 ? 'lg' : 'md';
  const tx = useTranslateText();
  return (
    <div className={styles.seat} data-side={seat.side} data-across={across ? '' : undefined} data-testid="felt-seat">
      <p className={styles.seatLabel} data-testid="seat-label">
        {/* 'Card', 'Joker' in the language on screen; a side's name ('Dragon', 'Player A') as it is. */}
        {tx(seat.label)}
      </p>
      <div className={styles.slots} data-testid="card-slots">
        {Array.from({ length: seat.slots }, (_, i) => {
          const code = shown[i];
          return code === undefined ? (
            <CardBack key={`back-${i}`} size={size} />
          ) : (
            <PlayingCard key={first + i} code={code} size={size} dealOrder={i} />
          );
        })}
      </div>
    </div>
  );
});

/** 'Place your bets' while the boxes take bets, 'Bets closed' from 5 s before the deal (spec section 4). */
const RoundCaption = memo(function RoundCaption({ gameId }: { gameId: string }) {
  const suspended = useBoardSuspended(gameId);
  const t = useT();
  return (
    <Text color="white" fontSize="sm" fontWeight="bold" truncate alignSelf="center" data-testid="round-caption">
      {t(suspended ? 'casino.betsClosed' : 'casino.placeYourBets')}
    </Text>
  );
});

/**
 * The dealt cards per seat, subscribed on their own to the round's cards: a deal, a result or a new
 * round re-renders this grid and the seats whose cards changed, not the frame, stream and felt
 * around them (issue 12, a table at rest).
 */
const DealtCards = memo(function DealtCards({ gameId }: { gameId: string }) {
  const { cards } = useCasinoOddsQuery(gameId, {
    selectFromResult: ({ data }) => ({ cards: data?.cards ?? EMPTY }),
  });
  const across = FELT_LAYOUTS[gameId]?.across ?? false;
  const seats = feltSeats(gameId, Object.keys(cards));
  return (
    <Grid
      gridColumn="1 / -1"
      templateColumns={across ? `repeat(${seats.length}, minmax(0, 1fr))` : 'minmax(0, 1fr)'}
      alignContent="center"
      gap="2"
      data-testid="dealt-cards"
    >
      {seats.map((seat) => (
        <Seat key={seat.side} seat={seat} cards={cards[seat.side] ?? NO_CARDS} across={across} />
      ))}
    </Grid>
  );
});

/**
 * The live frame: the table's stream page beside (phone: above) the felt, which holds the round
 * caption, the two-digit countdown and the dealt cards per seat in fixed grid cells (issue 16), so
 * none of them covers another at any width.
 */
export const LiveTable = memo(function LiveTable({ gameId, name }: { gameId: string; name: string }) {
  const { streamURL } = useCasinoGamesListQuery(undefined, {
    selectFromResult: ({ data }) => ({ streamURL: data?.find((g) => g.gameCode === gameId)?.streamURL }),
  });
  useQuietPoll(casinoApi.endpoints.casinoOdds, gameId, POLL.odds);
  const t = useT();
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }}
      bg="gray.900"
      borderRadius="sm"
      overflow="hidden"
      data-testid="live-table"
    >
      <Box h={{ base: '160px', md: 'auto' }} minH={{ md: '200px' }}>
        {/* Loaded once: the stream page updates itself by polling, never by reloading. */}
        {streamURL ? (
          <iframe
            src={streamURL}
            title={t('casino.liveVideo', { table: name })}
            sandbox={streamSandbox(streamURL, window.location.origin)}
            style={{ display: 'block', width: '100%', height: '100%', border: 0 }}
          />
        ) : null}
      </Box>
      <Grid
        templateColumns="minmax(0, 1fr) auto"
        templateRows="auto 1fr"
        gap="2"
        p="2"
        bg="brand.felt"
        bgImage="radial-gradient(ellipse at center, rgba(255,255,255,0.12), transparent 70%)"
        data-testid="felt"
      >
        <RoundCaption gameId={gameId} />
        <Countdown gameId={gameId} />
        <DealtCards gameId={gameId} />
      </Grid>
    </Grid>
  );
});
