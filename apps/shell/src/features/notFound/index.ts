/** The page shown for a path nothing owns. */
export { NotFoundPage } from './lazy';
