import { screen } from '@testing-library/react';
import { AppLayout } from './AppLayout';
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
});
