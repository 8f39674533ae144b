export { MyMarketDialog } from './MyMarketDialog';
