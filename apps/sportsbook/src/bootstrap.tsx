// The standalone page's own Devanagari faces (in the shell, the shell's page carries them once).
import '@exchange/shared-ui/devanagari.css';
import { renderStandalone } from '@exchange/login';
import sportsbook from './routes';

void renderStandalone(sportsbook, document.getElementById('root')!);
