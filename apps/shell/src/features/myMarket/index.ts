export { MyMarketDialog } from './MyMarketDialog';
export { MyMarketButton } from './MyMarketButton';
