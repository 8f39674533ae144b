import { Box } from '@chakra-ui/react';
import { MARQUEE_KEYFRAMES } from './system';

export type MarqueeProps = { text: string };

/** Seconds for one pass: a short line still crawls readably, a long one scrolls at reading pace. */
function scrollSeconds(text: string): number {
  return Math.max(12, Math.round(8 + text.length * 0.2));
}

/**
 * The announcement line under the header. The text is rendered as plain text (never parsed as
 * HTML: it comes from the server). With reduced motion requested it stands still and wraps.
 */
export function Marquee({ text }: MarqueeProps) {
  const announcement = text.trim();
  if (!announcement) return null;
  return (
    <Box
      role="marquee"
      aria-label="Announcement"
      data-testid="marquee"
      overflow="hidden"
      bg="brand.accent"
      color="brand.headerBg"
      fontSize="xs"
      fontWeight="bold"
      py="1"
    >
      <Box
        display="inline-block"
        whiteSpace="nowrap"
        ps="100%"
        animation={`${MARQUEE_KEYFRAMES} ${scrollSeconds(announcement)}s linear infinite`}
        _hover={{ animationPlayState: 'paused' }}
        _motionReduce={{ animation: 'none', ps: '2', whiteSpace: 'normal' }}
      >
        {announcement}
      </Box>
    </Box>
  );
}
