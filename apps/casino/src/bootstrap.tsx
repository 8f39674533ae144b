// The standalone page's own Devanagari faces (in the shell, the shell's page carries them once).
import '@exchange/shared-ui/devanagari.css';
import { renderStandalone } from '@exchange/login';
import casino from './routes';

void renderStandalone(casino, document.getElementById('root')!);
