import { screen } from '@testing-library/react';
import { BrandScope } from './BrandScope';
import { useBrand } from './brandContext';
import { emerald } from './brands';
import { createBrandSystem } from './system';
import { renderWithUi } from './testing/renderWithUi';

function BrandName({ testId }: { testId: string }) {
  return <span data-testid={testId}>{useBrand().name}</span>;
}

function cssVarOf(path: string): string {
  const cssVar = createBrandSystem(emerald).tokens.getByName(`colors.${path}`)?.extensions.cssVar?.var;
  if (!cssVar) throw new Error(`no token ${path}`);
  return cssVar;
}

describe('BrandScope', () => {
  it('changes useBrand() inside the scope only', () => {
    renderWithUi(
      <>
        <BrandName testId="outside" />
        <BrandScope brand={emerald}>
          <BrandName testId="inside" />
        </BrandScope>
      </>,
    );
    expect(screen.getByTestId('outside')).toHaveTextContent('Royal Exchange');
    expect(screen.getByTestId('inside')).toHaveTextContent('Emerald Casino');
  });

  it('overrides the brand colour variables on its subtree', () => {
    renderWithUi(
      <BrandScope brand={emerald}>
        <span>casino</span>
      </BrandScope>,
    );
    const scope = screen.getByText('casino').closest('[data-brand]') as HTMLElement;
    expect(scope).toHaveAttribute('data-brand', 'emerald');
    expect(scope.style.getPropertyValue(cssVarOf('brand.headerBg'))).toBe(emerald.colors.headerBg);
    expect(scope.style.getPropertyValue(cssVarOf('brand.solid'))).toBe(emerald.colors.primary);
    expect(scope.style.getPropertyValue(cssVarOf('bet.back'))).toBe(emerald.colors.back);
  });

  it('adds no second toast outlet', () => {
    renderWithUi(
      <BrandScope brand={emerald}>
        <span>casino</span>
      </BrandScope>,
    );
    expect(screen.getAllByRole('region', { name: /notifications/i })).toHaveLength(1);
  });
});
