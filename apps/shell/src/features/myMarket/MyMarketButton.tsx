import { accountActions, useAppDispatch } from '@exchange/shared-auth';
import { headerButtonClass, useT } from '@exchange/shared-ui';

/** The header's opener of the my-market popup: a plain button in the brand bar's outline look. */
export function MyMarketButton() {
  const dispatch = useAppDispatch();
  const t = useT();
  return (
    <button
      type="button"
      className={headerButtonClass}
      data-variant="outline"
      onClick={() => dispatch(accountActions.popupToggled({ popup: 'myMarketPopOpen', open: true }))}
      data-testid="my-market-open"
    >
      {t('frame.myMarket')}
    </button>
  );
}
