import { quotedChances } from './simulator';

it('quotes chances on a 0.5 % grid, never 0 or 1', () => {
  expect(quotedChances([0.7231, 0.0001, 0.9999])).toEqual([0.725, 0.005, 0.995]);
});
