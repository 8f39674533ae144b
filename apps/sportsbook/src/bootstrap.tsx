import { renderStandalone } from './standalone';
import sportsbook from './routes';

renderStandalone(sportsbook);
