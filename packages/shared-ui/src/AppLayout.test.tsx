import { screen } from '@testing-library/react';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { AppLayout } from './AppLayout';
import { BottomNav } from './BottomNav';
import { Marquee } from './Marquee';
import { TEST_NAV_ITEMS } from './navItems.fixture';
import { Sidebar } from './Sidebar';
import { renderWithUi } from './testing/renderWithUi';

describe('AppLayout', () => {
  it('places every slot, with the page in the main landmark', () => {
    renderWithUi(
      <AppLayout
        header={<div>header slot</div>}
        marquee={<div>marquee slot</div>}
        sidebar={<div>sidebar slot</div>}
        bottomNav={<div>bottom slot</div>}
        footer={<div>footer slot</div>}
      >
        <p>page content</p>
      </AppLayout>,
    );
    for (const slot of ['header slot', 'marquee slot', 'sidebar slot', 'bottom slot', 'footer slot']) {
      expect(screen.getByText(slot)).toBeInTheDocument();
    }
    expect(screen.getByRole('main')).toHaveTextContent('page content');
    expect(screen.getByRole('complementary')).toHaveTextContent('sidebar slot');
  });

  it('keeps the header above the marquee', () => {
    renderWithUi(
      <AppLayout
        header={<div>header slot</div>}
        marquee={<div>marquee slot</div>}
        sidebar={null}
        bottomNav={null}
        footer={null}
      >
        <p>page content</p>
      </AppLayout>,
    );
    const header = screen.getByText('header slot');
    expect(
      header.compareDocumentPosition(screen.getByText('marquee slot')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('draws the whole frame without the design system computing a style for it (issue 12)', () => {
    // Every page shows the frame; as Chakra components its elements computed and inserted their
    // styles (emotion's `css-…` classes) before the page's own content could show.
    const { container } = renderWithUi(
      <AppLayout
        header={
          <AppHeader
            title="Cricket"
            account={{ balance: 1000, liability: -250, userName: 'Ravi (C1001)' }}
            onMenuClick={() => {}}
            actions={<button type="button">My Market</button>}
          />
        }
        marquee={<Marquee text="Welcome to the exchange" />}
        sidebar={<Sidebar items={TEST_NAV_ITEMS} activePath="/cricket" onLogout={() => {}} />}
        bottomNav={<BottomNav items={TEST_NAV_ITEMS} activePath="/cricket" onLogout={() => {}} />}
        footer={<AppFooter brandName="Royal Exchange" />}
      >
        <p>page content</p>
      </AppLayout>,
    );
    expect(screen.getByTestId('header-wallet')).toHaveTextContent('750.00');
    expect(screen.getAllByRole('link', { name: 'Cricket' }).length).toBeGreaterThan(0);
    const styled = [...container.querySelectorAll('*')].filter((element) =>
      [...element.classList].some((name) => name.startsWith('css-')),
    );
    expect(styled.map((element) => element.outerHTML.slice(0, 80))).toEqual([]);
  });
});
