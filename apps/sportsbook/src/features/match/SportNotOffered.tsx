import { Button, Stack } from '@exchange/shared-ui/chakra';
import { useNavigate } from '@exchange/shared-ui/router';
import { NoData, useTranslateText } from '@exchange/shared-ui';

/**
 * `/game/{sport}/{id}` of a sport with no matches: says so and leads to cricket. Drawn with Chakra,
 * in a chunk of its own (MatchPage), so that a cricket match does not load it (issue 12).
 */
export function SportNotOffered({ message }: { message: string }) {
  const navigate = useNavigate();
  const tx = useTranslateText();
  return (
    <Stack align="center" bg="bg" pb="4">
      <NoData message={message} />
      <Button size="sm" colorPalette="brand" onClick={() => navigate('/cricket')}>
        {tx('Go to Cricket')}
      </Button>
    </Stack>
  );
}
