import { screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '@exchange/shared-auth';
import { renderWithUi } from '@exchange/shared-ui/testing';
import MatchPage, { SPORT_NOT_OFFERED } from './MatchPage';
import { useMatchData } from './useMatchData';

vi.mock('./SportMatchPage', () => ({
  default: ({ sport }: { sport: string }) => <div data-testid="sport-match">{sport}</div>,
}));
vi.mock('./useMatchData', () => ({
  useMatchData: vi.fn(() => ({
    notFound: true,
    eventId: 0,
    runners: [],
    sessions: [],
    positions: {},
    exposures: {},
    myBets: [],
  })),
}));

function open(route: string) {
  renderWithUi(
    <Provider store={createAppStore({ storage: undefined })}>
      <MatchPage />
    </Provider>,
    { route, path: 'game/:sport/:id' },
  );
}

describe('match page route', () => {
  beforeEach(() => vi.mocked(useMatchData).mockClear());

  it.each(['/game/horse%20racing/1001', '/game/golf/1001'])(
    '%s says the sport has no matches and asks for no cricket data',
    async (path) => {
      open(path);
      // The message is drawn with Chakra, in a chunk of its own (issue 12): it shows once that is in.
      expect(await screen.findByText(SPORT_NOT_OFFERED)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Go to Cricket' })).toBeInTheDocument();
      expect(useMatchData).not.toHaveBeenCalled();
    },
  );

  it.each(['tennis', 'soccer'])("/game/%s/1001 opens that sport's page, never cricket's match 1001", async (sport) => {
    open(`/game/${sport}/1001`);
    // Tennis and soccer's page is a chunk of its own (issue 12): it shows once that is in.
    expect(await screen.findByTestId('sport-match')).toHaveTextContent(sport);
    expect(useMatchData).not.toHaveBeenCalled();
  });

  it('a cricket id asks for that match', () => {
    open('/game/cricket/1001');
    expect(screen.queryByText(SPORT_NOT_OFFERED)).toBeNull();
    expect(useMatchData).toHaveBeenCalledWith(1001, undefined);
  });
});
