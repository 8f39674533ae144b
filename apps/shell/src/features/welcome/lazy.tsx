import { island, LoadingBlock } from '@exchange/shared-ui';

/** The pages after login, each in a chunk with the Chakra it draws with (issue 12). */
export const WelcomePage = island(() => import('./WelcomePage').then((m) => m.WelcomePage), <LoadingBlock />);
export const ConfirmPage = island(() => import('./ConfirmPage').then((m) => m.ConfirmPage), <LoadingBlock />);
