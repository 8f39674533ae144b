import { renderStandalone } from './standalone';
import casino from './routes';

renderStandalone(casino);
