import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Brand } from '../brands';
import { UiProvider, type UiProviderProps } from '../UiProvider';

/**
 * Test helper: renders inside the design-system provider and a memory router at `route`; with
 * `path` (a route pattern such as 'game/:sport/:id') the element is the route's, so it reads params;
 * `globals: 'static'` renders as the shell does, with the design system built on first need.
 */
export function renderWithUi(
  ui: ReactElement,
  {
    brand,
    route = '/',
    path,
    globals,
  }: { brand?: Brand; route?: string; path?: string; globals?: UiProviderProps['globals'] } = {},
) {
  const routed = path ? (
    <Routes>
      <Route path={path} element={ui} />
    </Routes>
  ) : (
    ui
  );
  return render(
    <UiProvider brand={brand} globals={globals}>
      <MemoryRouter initialEntries={[route]}>{routed}</MemoryRouter>
    </UiProvider>,
  );
}
