import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitch } from './LanguageSwitch';
import {
  DEVICE_LANGUAGE_KEY,
  applyDeviceLanguage,
  applyPlayerLanguage,
  currentLanguage,
  playerLanguageKey,
} from './language';
import { useT } from './translate';

function Wallet() {
  const t = useT();
  return <p>{t('frame.wallet')}</p>;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
});

describe('choosing the language', () => {
  it('switches every reader at once, marks the document and remembers the choice for the device and the player', async () => {
    render(
      <>
        <Wallet />
        <LanguageSwitch player="C1001" />
      </>,
    );
    expect(screen.getByText('Wallet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी में देखें' }));
    expect(screen.getByText('वॉलेट')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(DEVICE_LANGUAGE_KEY)).toBe('hi');
    expect(localStorage.getItem(playerLanguageKey('C1001'))).toBe('hi');
    await userEvent.click(screen.getByRole('button', { name: 'View in English' }));
    expect(screen.getByText('Wallet')).toBeInTheDocument();
    expect(currentLanguage()).toBe('en');
  });

  it("starts in the device's last language, English when there is none or it is not one we speak", () => {
    expect(applyDeviceLanguage()).toBe('en');
    localStorage.setItem(DEVICE_LANGUAGE_KEY, 'fr');
    expect(applyDeviceLanguage()).toBe('en');
    localStorage.setItem(DEVICE_LANGUAGE_KEY, 'hi');
    expect(applyDeviceLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it("gives a player who signs in their own earlier choice, not the last player's on this phone", () => {
    render(<Wallet />);
    localStorage.setItem(playerLanguageKey('C1002'), 'en');
    act(() => void applyPlayerLanguage('C1001'));
    // C1001 never chose: what is on screen becomes theirs.
    expect(localStorage.getItem(playerLanguageKey('C1001'))).toBe('en');
    localStorage.setItem(playerLanguageKey('C1003'), 'hi');
    act(() => void applyPlayerLanguage('C1003'));
    expect(screen.getByText('वॉलेट')).toBeInTheDocument();
    act(() => void applyPlayerLanguage('C1002'));
    expect(screen.getByText('Wallet')).toBeInTheDocument();
  });
});
