import { renderStandalone } from '@exchange/shared-ui';
import casino from './routes';

void renderStandalone(casino, document.getElementById('root')!);
