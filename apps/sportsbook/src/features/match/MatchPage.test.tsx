import { screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '@exchange/shared-auth';
import { renderWithUi } from '@exchange/shared-ui/testing';
import MatchPage, { SPORT_NOT_OFFERED } from './MatchPage';
import { useMatchData } from './useMatchData';

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

  it.each(['/game/tennis/1001', '/game/soccer/1001', '/game/horse%20racing/1001'])(
    '%s says the sport has no matches and asks for no cricket data',
    (path) => {
      open(path);
      expect(screen.getByText(SPORT_NOT_OFFERED)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Go to Cricket' })).toBeInTheDocument();
      expect(useMatchData).not.toHaveBeenCalled();
    },
  );

  it('a cricket id asks for that match', () => {
    open('/game/cricket/1001');
    expect(screen.queryByText(SPORT_NOT_OFFERED)).toBeNull();
    expect(useMatchData).toHaveBeenCalledWith(1001, undefined);
  });
});
