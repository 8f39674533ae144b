import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { createAppStore, type SelectedBetTerms } from '@exchange/shared-auth';
import { UiProvider } from '@exchange/shared-ui';
import { DesktopBetSlip } from './DesktopBetSlip';
import { useBetSlip } from './useBetSlip';

/**
 * The slip's refusals reach the player as the real toast does, in the language on screen (issue 69):
 * the spec's 'Minimum bet amount is {value}' composed in packages/betting, shown from the catalogue.
 */
const calls = vi.hoisted(() => ({ placed: 0 }));
vi.mock('./betslipApi', () => ({
  betslipApi: {
    usePlaceBetMutation: () => [() => ({ unwrap: async () => ((calls.placed += 1), { betId: 1, repeated: false }) })],
    usePlaceFancyBetMutation: () => [vi.fn()],
    usePlaceOrderMutation: () => [vi.fn()],
  },
}));
vi.mock('./preferencesApi', () => ({
  useBetPreferences: () => ({ persistence: 'KEEP', acceptBetterOdds: false, oneClick: false, oneClickStake: 100 }),
}));

const LIMITS = {
  minStack: 100,
  maxStack: 200000,
  bookmakerMinStack: 100,
  bookmakerMaxStack: 200000,
  sessionMinStack: 100,
  sessionMaxStack: 50000,
};
const LAGAI_INDIA: SelectedBetTerms = {
  eventId: 9,
  amount: 0,
  marketId: '9-BM',
  marketType: 'bookMakerOdds',
  marketName: 'BOOKMAKER_ODDS_1',
  type: 'back',
  isBookmaker: true,
  isFancy: false,
  isYesAndNo: false,
  selectedRate: 85,
  selectedOdd: 85,
  selectedId: 11,
  runnerName: 'India',
  gameType: 'MATCH',
  maxLimit: 200000,
};

type Slip = ReturnType<typeof useBetSlip>;
const hook: { slip?: Slip } = {};

function Harness() {
  const slip = useBetSlip(LIMITS);
  useEffect(() => {
    hook.slip = slip;
  });
  return (
    <DesktopBetSlip
      bet={slip.bet}
      seconds={slip.seconds}
      placing={slip.placing}
      eventName="India v Australia"
      onAmount={slip.setAmount}
      onPrice={slip.setPrice}
      onPlace={slip.place}
      onCancel={slip.clear}
    />
  );
}

async function stakeUnderTheMinimum() {
  render(
    <Provider store={createAppStore()}>
      <UiProvider>
        <Harness />
      </UiProvider>
    </Provider>,
  );
  await act(async () => hook.slip!.open(LAGAI_INDIA));
  fireEvent.change(await screen.findByTestId('slip-amount'), { target: { value: '50' } });
  fireEvent.click(screen.getByTestId('place-bet'));
}

beforeEach(() => {
  calls.placed = 0;
});
afterEach(() => {
  document.documentElement.lang = 'en';
});

describe("the sport slip's refusal of a stake under the minimum", () => {
  it('reads in Hindi on a Hindi screen, with its figure', async () => {
    document.documentElement.lang = 'hi';
    await stakeUnderTheMinimum();
    expect(await screen.findByText('कम से कम बेट राशि 100 है')).toBeInTheDocument();
    expect(screen.queryByText('Minimum bet amount is 100')).toBeNull();
    expect(calls.placed).toBe(0);
  });

  it('reads as the spec writes it on an English screen', async () => {
    await stakeUnderTheMinimum();
    expect(await screen.findByText('Minimum bet amount is 100')).toBeInTheDocument();
    expect(calls.placed).toBe(0);
  });
});
