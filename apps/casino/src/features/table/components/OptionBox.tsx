import { Box, Flex, Text } from '@exchange/shared-ui/chakra';
import { formatOdds } from '@exchange/betting';
import { formatAmount, useT, useTranslateText } from '@exchange/shared-ui';
import { memo } from 'react';

export type OptionBoxProps = {
  runnerName: string;
  label?: string;
  back: number;
  lay: number;
  showLay: boolean;
  exposure: number | undefined;
  selected: 'back' | 'lay' | null;
  onPick: (runnerName: string, side: 'back' | 'lay') => void;
};

/** A price button, named for a screen reader by its side and option ('Back Dragon at 1.98'). */
function OddCell({
  odd,
  kind,
  name,
  onClick,
  active,
}: {
  odd: number;
  kind: 'back' | 'lay';
  name: string;
  onClick: () => void;
  active: boolean;
}) {
  const t = useT();
  const tx = useTranslateText();
  return (
    <Box
      as="button"
      flex="1"
      py="1"
      bg={kind === 'back' ? 'bet.back' : 'bet.lay'}
      fontWeight="bold"
      fontSize="sm"
      outline={active ? '2px solid' : undefined}
      outlineColor="brand.primary"
      onClick={onClick}
      data-testid={`odd-${kind}`}
    >
      <Box as="span" srOnly>
        {t('price.at', { side: tx(kind === 'back' ? 'Back' : 'Lay'), runner: name })}
      </Box>
      <span data-odd="">{odd ? formatOdds(odd) : '-'}</span>
    </Box>
  );
}

/**
 * The box's SUSPENDED cover is always there and shown by one attribute on the board (BoardCover),
 * so closing and opening a round writes that attribute, not all of the boxes (issue 12). It is a
 * translucent veil with the word on the box's bottom line, so the odds and the name stay readable
 * beneath it (issue 16); as before, it catches the clicks meant for the odds under it.
 *
 * Hidden, it is laid out but not drawn (`visibility`, which also leaves it out of hit testing and
 * of what a screen reader reads, as `display: none` did): the flip every round then repaints the
 * covers without making and dropping their boxes, which laid the whole page out again, each cover a
 * size container restyled within that layout (issue 12, a table at rest).
 */
const COVER_CSS = {
  visibility: 'hidden',
  '[data-suspended] &': { visibility: 'visible' },
  // The word is sized by the box's width (container units), so it fits the narrow card boxes of a
  // seven-column row instead of running into its neighbours' (casino-table-layout.spec).
  containerType: 'inline-size',
} as const;

/** One bettable box: odds above, the name, the player's exposure below; greyed while its board is suspended. */
export const OptionBox = memo(function OptionBox({
  runnerName,
  label,
  back,
  lay,
  showLay,
  exposure,
  selected,
  onPick,
}: OptionBoxProps) {
  const tx = useTranslateText();
  return (
    <Box
      position="relative"
      bg="white"
      borderWidth="1px"
      borderColor={selected ? 'brand.primary' : 'gray.200'}
      borderRadius="sm"
      textAlign="center"
      data-testid="option-box"
      data-casino-option=""
      data-runner={runnerName}
    >
      <Flex gap="1px">
        <OddCell
          odd={back}
          kind="back"
          name={label ?? runnerName}
          active={selected === 'back'}
          onClick={() => onPick(runnerName, 'back')}
        />
        {showLay ? (
          <OddCell
            odd={lay}
            kind="lay"
            name={label ?? runnerName}
            active={selected === 'lay'}
            onClick={() => onPick(runnerName, 'lay')}
          />
        ) : null}
      </Flex>
      <Text fontSize="xs" fontWeight="semibold" py="1" px="1" lineClamp={2} data-testid="option-name">
        {label ?? runnerName}
      </Text>
      <Text
        fontSize="xs"
        minH="4"
        fontWeight="bold"
        color={exposure === undefined ? undefined : exposure >= 0 ? 'pl.positive' : 'pl.negative'}
        data-testid="option-exposure"
      >
        {exposure === undefined ? '' : formatAmount(exposure)}
      </Text>
      <Flex
        position="absolute"
        inset="0"
        align="flex-end"
        justify="center"
        bg="rgba(45, 55, 72, 0.18)"
        color="red.700"
        fontWeight="bold"
        textShadow="0 0 3px white, 0 0 2px white"
        css={COVER_CSS}
        data-testid="suspended"
      >
        <Text as="span" fontSize="clamp(6px, 13cqi, 12px)" letterSpacing="0.04em" whiteSpace="nowrap">
          {tx('SUSPENDED')}
        </Text>
      </Flex>
    </Box>
  );
});
