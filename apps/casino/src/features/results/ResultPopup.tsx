import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@exchange/shared-ui/chakra';
import { memo } from 'react';
import { LoadingBlock, useTranslateText } from '@exchange/shared-ui';
import { DEFAULT_RESULT_TITLE, resultGame } from './resultGames';
import { useCasinoResultQuery } from './resultsApi';
import { ResultView } from './ResultView';

export const RESULT_LOAD_FAILED = 'The result could not be loaded.';

function ResultBody({ gameId, marketId }: { gameId: string; marketId: string }) {
  const tx = useTranslateText();
  // Fetched when the popup opens for this round (spec section 4: "detail fetched on click").
  const { data, isLoading, isError, refetch } = useCasinoResultQuery({ marketId, casinoGame: gameId });
  if (isLoading) return <LoadingBlock label={tx('Loading the result')} />;
  if (isError || !data) {
    return (
      <Stack align="start" gap="2" role="alert">
        <Text color="fg.error">{tx(RESULT_LOAD_FAILED)}</Text>
        <Button size="xs" variant="outline" onClick={() => void refetch()}>
          {tx('Retry')}
        </Button>
      </Stack>
    );
  }
  if (!data.ok) {
    return (
      <Text color="fg.error" role="alert" data-testid="result-unreadable">
        {tx(data.message)}
      </Text>
    );
  }
  return <ResultView gameId={gameId} marketId={marketId} detail={data.value} />;
}

/**
 * The result popup of one round (spec section 2): open while `marketId` is set, closed with its close
 * button. Memoised: a table's strip re-renders with every settled round, and the closed popup need not.
 */
export const ResultPopup = memo(function ResultPopup({
  gameId,
  marketId,
  onClose,
}: {
  gameId: string;
  marketId: string | null;
  onClose: () => void;
}) {
  const tx = useTranslateText();
  const title = resultGame(gameId)?.title ?? DEFAULT_RESULT_TITLE;
  return (
    <Dialog.Root
      open={marketId !== null}
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      placement="center"
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="result-popup">
            <Dialog.Header bg="brand.primary" color="brand.primaryContrast" py="3">
              <Dialog.Title data-testid="result-title">{tx(title)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body py="3">{marketId ? <ResultBody gameId={gameId} marketId={marketId} /> : null}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton
                size="sm"
                color="brand.primaryContrast"
                aria-label={tx('Close')}
                data-testid="result-close"
              />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
