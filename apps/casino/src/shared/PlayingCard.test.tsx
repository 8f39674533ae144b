import { render, screen } from '@testing-library/react';
import { UiProvider } from '@exchange/shared-ui';
import { PlayingCard } from './PlayingCard';

const card = (code: string) =>
  render(
    <UiProvider>
      <PlayingCard code={code} />
    </UiProvider>,
  );

describe('PlayingCard', () => {
  it('draws rank and suit', () => {
    card('10H');
    expect(screen.getByTestId('playing-card')).toHaveTextContent('10♥');
    expect(screen.getByLabelText('10 of Heart')).toBeInTheDocument();
  });

  it('shows a code that is not a card as text instead of failing', () => {
    card('ZZ9');
    expect(screen.getByTestId('playing-card')).toHaveTextContent('ZZ9');
    expect(screen.getByTestId('playing-card')).toHaveAttribute('data-invalid');
  });
});
