import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { connectionActions, createAppStore } from '@exchange/shared-auth';
import { chooseLanguage, UiProvider } from '@exchange/shared-ui';
import { OfflineBar } from './OfflineBar';

function renderBar() {
  const store = createAppStore({ storage: undefined });
  render(
    <Provider store={store}>
      <UiProvider>
        <OfflineBar />
      </UiProvider>
    </Provider>,
  );
  return store;
}

describe('the offline bar', () => {
  afterEach(() => act(() => chooseLanguage('en')));

  it('shows while the API cannot be reached and goes with the first answer', () => {
    const store = renderBar();
    expect(screen.queryByTestId('offline-bar')).toBeNull();

    act(() => void store.dispatch(connectionActions.reachabilityChanged(false)));
    expect(screen.getByRole('status')).toHaveTextContent('Offline — retrying…');

    act(() => void store.dispatch(connectionActions.reachabilityChanged(true)));
    expect(screen.queryByTestId('offline-bar')).toBeNull();
  });

  it('speaks Hindi when the player reads Hindi', () => {
    const store = renderBar();
    act(() => chooseLanguage('hi'));
    act(() => void store.dispatch(connectionActions.reachabilityChanged(false)));
    expect(screen.getByRole('status')).toHaveTextContent('ऑफ़लाइन — फिर से कोशिश की जा रही है…');
  });
});
