import { Box, Flex, IconButton, Text } from '@exchange/shared-ui/chakra';
import { useState } from 'react';
import { PlayingCard } from '../../../shared/PlayingCard';
import { WinnerMark } from './SideBox';
import { useT, useTranslateText } from '@exchange/shared-ui';

/** Spec section 2 (Andar Bahar 3): the card lists scroll in a window of five cards, 40 px per card. */
export const STRIP_WINDOW = 5;
export const STRIP_CARD_PX = 40;

/** First card of the window after moving `step` cards, kept inside the list. */
export function stripStart(start: number, step: number, cards: number): number {
  return Math.min(Math.max(0, start + step), Math.max(0, cards - STRIP_WINDOW));
}

/** A side's cards in a five-card window with earlier / later buttons. */
export function CardStrip({
  label,
  cards,
  isWinning,
}: {
  label: string;
  cards: readonly string[];
  isWinning: boolean;
}) {
  const t = useT();
  const tx = useTranslateText();
  const [start, setStart] = useState(0);
  const move = (step: number) => setStart((s) => stripStart(s, step, cards.length));
  const canMove = cards.length > STRIP_WINDOW;
  return (
    <Flex align="center" gap="2" data-testid="card-strip" data-side={label} data-start={start}>
      <Flex direction="column" minW="16" gap="0.5">
        <Text fontWeight="bold" fontSize="sm">
          {label}
        </Text>
        {isWinning ? <WinnerMark /> : null}
      </Flex>
      <IconButton
        aria-label={t('cards.earlier', { side: label })}
        size="2xs"
        variant="outline"
        disabled={!canMove || start === 0}
        onClick={() => move(-1)}
      >
        ‹
      </IconButton>
      <Box w={`${STRIP_WINDOW * STRIP_CARD_PX}px`} overflow="hidden" flexShrink={0}>
        <Flex transform={`translateX(-${start * STRIP_CARD_PX}px)`} transition="transform 0.2s" w="max-content">
          {cards.length ? (
            cards.map((code, i) => (
              <Flex
                key={`${code}-${i}`}
                w={`${STRIP_CARD_PX}px`}
                flexShrink={0}
                justify="center"
                data-testid="strip-card"
                data-visible={i >= start && i < start + STRIP_WINDOW}
              >
                <PlayingCard code={code} />
              </Flex>
            ))
          ) : (
            <Text fontSize="xs" color="fg.muted" h="12" lineHeight="3rem">
              {tx('No cards')}
            </Text>
          )}
        </Flex>
      </Box>
      <IconButton
        aria-label={t('cards.later', { side: label })}
        size="2xs"
        variant="outline"
        disabled={!canMove || start >= cards.length - STRIP_WINDOW}
        onClick={() => move(1)}
      >
        ›
      </IconButton>
    </Flex>
  );
}
