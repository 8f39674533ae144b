import { island, LoadingBlock } from '@exchange/shared-ui';

/** The page for a path nothing owns, in a chunk with the Chakra it draws with (issue 12). */
export const NotFoundPage = island(() => import('./NotFoundPage').then((m) => m.NotFoundPage), <LoadingBlock />);
