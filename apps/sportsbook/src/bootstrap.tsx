import { renderStandalone } from '@exchange/shared-ui';
import sportsbook from './routes';

void renderStandalone(sportsbook, document.getElementById('root')!);
