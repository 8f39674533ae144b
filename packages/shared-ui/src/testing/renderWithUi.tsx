import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Brand } from '../brands';
import { UiProvider } from '../UiProvider';

/**
 * Test helper: renders inside the design-system provider and a memory router at `route`; with
 * `path` (a route pattern such as 'game/:sport/:id') the element is the route's, so it reads params.
 */
export function renderWithUi(
  ui: ReactElement,
  { brand, route = '/', path }: { brand?: Brand; route?: string; path?: string } = {},
) {
  const routed = path ? (
    <Routes>
      <Route path={path} element={ui} />
    </Routes>
  ) : (
    ui
  );
  return render(
    <UiProvider brand={brand}>
      <MemoryRouter initialEntries={[route]}>{routed}</MemoryRouter>
    </UiProvider>,
  );
}
