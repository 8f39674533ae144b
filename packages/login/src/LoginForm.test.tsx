import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore } from '@exchange/shared-auth';
import { renderWithUi } from '@exchange/shared-ui/testing';
import { LoginForm } from './LoginForm';

afterEach(() => {
  document.documentElement.lang = 'en';
});

function showLogin() {
  renderWithUi(
    <Provider store={createAppStore()}>
      <LoginForm onLoggedIn={vi.fn()} />
    </Provider>,
  );
  return userEvent.setup();
}

describe("the login's refusals (issue 69)", () => {
  it("say 'Please agree to the terms and conditions' in Hindi on a Hindi screen", async () => {
    document.documentElement.lang = 'hi';
    const user = showLogin();
    await user.click(screen.getByRole('checkbox', { name: 'मैं नियम और शर्तों से सहमत हूँ' }));
    await user.click(screen.getByRole('button', { name: 'लॉगिन' }));
    expect(await screen.findByText('कृपया नियम और शर्तों से सहमति दें')).toBeInTheDocument();
    expect(screen.queryByText('Please agree to the terms and conditions')).toBeNull();
  });

  it('and in the spec’s own words on an English screen', async () => {
    const user = showLogin();
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please agree to the terms and conditions')).toBeInTheDocument();
  });
});
