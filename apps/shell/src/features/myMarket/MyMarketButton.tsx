import { Button } from '@exchange/shared-ui/chakra';
import { accountActions, useAppDispatch } from '@exchange/shared-auth';
import { useT } from '@exchange/shared-ui';

/** The header's opener of the my-market popup. */
export function MyMarketButton() {
  const dispatch = useAppDispatch();
  const t = useT();
  return (
    <Button
      size="sm"
      variant="outline"
      color="inherit"
      borderColor="whiteAlpha.600"
      _hover={{ bg: 'whiteAlpha.200' }}
      flexShrink={0}
      px="2"
      onClick={() => dispatch(accountActions.popupToggled({ popup: 'myMarketPopOpen', open: true }))}
      data-testid="my-market-open"
    >
      {t('frame.myMarket')}
    </Button>
  );
}
