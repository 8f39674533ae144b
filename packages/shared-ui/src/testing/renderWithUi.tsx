import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Brand } from '../brands';
import { UiProvider } from '../UiProvider';

/** Test helper: renders inside the design-system provider and a memory router. */
export function renderWithUi(ui: ReactElement, { brand, route = '/' }: { brand?: Brand; route?: string } = {}) {
  return render(
    <UiProvider brand={brand}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </UiProvider>,
  );
}
