export { MyMarketDialog } from './lazy';
export { MyMarketButton } from './MyMarketButton';
