import type { ReactNode, SVGProps } from 'react';
import frame from './frame.module.css';

/*
 * Navigation glyphs drawn inline (24×24, currentColor), so the package needs no icon library. Plain
 * SVG sized by the surrounding font size, like a glyph: the frame draws a dozen of them on every page.
 */

type IconSpec = { displayName: string; path: ReactNode };

function createIcon({ displayName, path }: IconSpec) {
  function Icon({ className, ...props }: SVGProps<SVGSVGElement>) {
    return (
      <svg
        viewBox="0 0 24 24"
        focusable="false"
        aria-hidden="true"
        className={className ? `${frame.glyph} ${className}` : frame.glyph}
        {...props}
      >
        {path}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const CricketIcon = createIcon({
  displayName: 'CricketIcon',
  path: [
    <path key="bat" fill="currentColor" d="M14.6 2.3 21.7 9.4 11.8 19.3 9.4 19.6 4.4 14.6 4.7 12.2Z" />,
    <circle key="ball" fill="currentColor" cx="5" cy="19" r="2.6" />,
  ],
});

export const TennisIcon = createIcon({
  displayName: 'TennisIcon',
  path: [
    <circle key="ball" fill="none" stroke="currentColor" strokeWidth="2" cx="12" cy="12" r="9" />,
    <path
      key="seam"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      d="M5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8"
    />,
  ],
});

export const SoccerIcon = createIcon({
  displayName: 'SoccerIcon',
  path: [
    <circle key="ball" fill="none" stroke="currentColor" strokeWidth="2" cx="12" cy="12" r="9" />,
    <path key="patch" fill="currentColor" d="M12 7.5 16.3 10.6 14.6 15.6H9.4L7.7 10.6Z" />,
  ],
});

export const CasinoIcon = createIcon({
  displayName: 'CasinoIcon',
  path: (
    <path
      fill="currentColor"
      d="M5 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm5 5.2L7.6 12 10 15.8 12.4 12ZM19 6.5l2.1.6a1.5 1.5 0 0 1 1 1.8l-3.1 11.3Z"
    />
  ),
});

export const LedgerIcon = createIcon({
  displayName: 'LedgerIcon',
  path: (
    <path
      fill="currentColor"
      d="M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm2 5v2h8V7Zm0 4v2h8v-2Zm0 4v2h5v-2Z"
    />
  ),
});

export const ProfileIcon = createIcon({
  displayName: 'ProfileIcon',
  path: (
    <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z" />
  ),
});

/** A clock with a back arrow: the games the player has completed. */
export const HistoryIcon = createIcon({
  displayName: 'HistoryIcon',
  path: (
    <path
      fill="currentColor"
      d="M13 3a9 9 0 1 1-8.49 12h2.13A7 7 0 1 0 6.1 8H9v2H3V4h2v2.36A9 9 0 0 1 13 3Zm-1 4h2v5.17l3.4 3.4-1.42 1.42L12 13V7Z"
    />
  ),
});

/** A sheet with a coin: the account statement. */
export const StatementIcon = createIcon({
  displayName: 'StatementIcon',
  path: (
    <path
      fill="currentColor"
      d="M5 2h10l4 4v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm9 1.5V7h3.5ZM6 10v2h6v-2Zm0 4v2h4v-2Zm9.5 0a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z"
    />
  ),
});

/** A key: changing the password. */
export const KeyIcon = createIcon({
  displayName: 'KeyIcon',
  path: <path fill="currentColor" d="M7 14a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm5.65-4A6 6 0 1 0 12.65 14H16v3h3v-3h2v-4Z" />,
});

/** An open book: the rules. */
export const RulesIcon = createIcon({
  displayName: 'RulesIcon',
  path: (
    <path
      fill="currentColor"
      d="M3 4.5C5.5 3.5 8.5 3.6 11 5v15c-2.5-1.4-5.5-1.5-8-.5Zm18 0v15c-2.5-1-5.5-.9-8 .5V5c2.5-1.4 5.5-1.5 8-.5Z"
    />
  ),
});

export const LogoutIcon = createIcon({
  displayName: 'LogoutIcon',
  path: (
    <path
      fill="currentColor"
      d="M5 3h8v2H5v14h8v2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm11.6 4.4L21.2 12l-4.6 4.6-1.4-1.4 2.2-2.2H9v-2h8.4l-2.2-2.2Z"
    />
  ),
});

/** An arrow into a door: Login, where a visitor sees Logout's place. */
export const LoginIcon = createIcon({
  displayName: 'LoginIcon',
  path: (
    <path
      fill="currentColor"
      d="M11 3h8a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-8v-2h8V5h-8V3Zm-.4 4.4L15.2 12l-4.6 4.6-1.4-1.4 2.2-2.2H3v-2h8.4L9.2 8.8l1.4-1.4Z"
    />
  ),
});

export const MenuIcon = createIcon({
  displayName: 'MenuIcon',
  path: <path fill="currentColor" d="M3 5h18v2H3Zm0 6h18v2H3Zm0 6h18v2H3Z" />,
});

/** The header's notifications bell. */
export const BellIcon = createIcon({
  displayName: 'BellIcon',
  path: (
    <path
      fill="currentColor"
      d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
    />
  ),
});
