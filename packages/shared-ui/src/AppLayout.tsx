import type { ReactNode } from 'react';
import frame from './frame.module.css';

export type AppLayoutProps = {
  header: ReactNode;
  marquee?: ReactNode;
  sidebar: ReactNode;
  bottomNav: ReactNode;
  footer: ReactNode;
  children: ReactNode;
};

/**
 * The logged-in frame: sticky header with the announcement under it; on desktop (`lg`) a left
 * sidebar beside the content; on mobile the fixed bottom navigation, with room kept below the
 * footer so nothing hides behind it. Plain elements (`frame.module.css`): it is drawn on every page.
 */
export function AppLayout({ header, marquee, sidebar, bottomNav, footer, children }: AppLayoutProps) {
  return (
    <div className={frame.layout}>
      <div className={frame.top}>
        {header}
        {marquee}
      </div>
      <div className={frame.body}>
        <aside className={`${frame.aside} ${frame.desktopOnly}`}>{sidebar}</aside>
        <main className={frame.main}>{children}</main>
      </div>
      {footer}
      {bottomNav}
    </div>
  );
}
