import { Button, Flex } from '@exchange/shared-ui/chakra';
import { memo } from 'react';
import { Link } from '@exchange/shared-ui/router';
import type { Sport } from '@exchange/shared-auth';
import { useTranslateText } from '@exchange/shared-ui';

const TABS: ReadonlyArray<{ sport: Sport; label: string }> = [
  { sport: 'cricket', label: 'Cricket' },
  { sport: 'tennis', label: 'Tennis' },
  { sport: 'soccer', label: 'Soccer' },
];

/**
 * The three sports' lists, one tap apart. The sidebar links them on a desktop; a phone's bottom bar
 * keeps the spec's four entries, so this row is how a phone reaches tennis and soccer (issue 15).
 */
export const SportTabs = memo(function SportTabs({ current }: { current: Sport }) {
  const tx = useTranslateText();
  return (
    <Flex as="nav" aria-label={tx('Sports')} gap="1" mt="2" data-testid="sport-tabs">
      {TABS.map(({ sport, label }) => (
        <Button
          key={sport}
          asChild
          size="sm"
          flex="1"
          variant={sport === current ? 'solid' : 'outline'}
          colorPalette="brand"
          bg={sport === current ? undefined : 'bg'}
        >
          <Link to={`/${sport}`} aria-current={sport === current ? 'page' : undefined}>
            {tx(label)}
          </Link>
        </Button>
      ))}
    </Flex>
  );
});
