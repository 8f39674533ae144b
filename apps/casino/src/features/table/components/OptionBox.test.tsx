import { fireEvent, render, screen } from '@testing-library/react';
import { UiProvider } from '@exchange/shared-ui';
import { OptionBox } from './OptionBox';

const box = (props: Partial<Parameters<typeof OptionBox>[0]> = {}) => {
  const onPick = vi.fn();
  render(
    <UiProvider>
      <OptionBox runnerName="Dragon" back={2} lay={0} showLay={false} exposure={undefined} suspended={false} selected={null} onPick={onPick} {...props} />
    </UiProvider>,
  );
  return onPick;
};

describe('OptionBox', () => {
  it('shows the odds above, the name, and the exposure below with two decimals', () => {
    box({ exposure: -117 });
    expect(screen.getByTestId('odd-back')).toHaveTextContent('2.00');
    expect(screen.getByText('Dragon')).toBeInTheDocument();
    expect(screen.getByTestId('option-exposure')).toHaveTextContent('-117.00');
    expect(screen.queryByTestId('odd-lay')).toBeNull();
  });

  it('hands runner and side to the pick routine', () => {
    const onPick = box({ showLay: true, lay: 2.17 });
    fireEvent.click(screen.getByTestId('odd-lay'));
    expect(onPick).toHaveBeenCalledWith('Dragon', 'lay');
  });

  it('is greyed with SUSPENDED when the round is closing', () => {
    box({ suspended: true });
    expect(screen.getByTestId('suspended')).toHaveTextContent('SUSPENDED');
    expect(screen.getByTestId('option-box')).toHaveClass('suspended');
  });
});
