import type { Page } from '@playwright/test';

type NetworkEvent = { method: string; params: Record<string, unknown>; from: 'page' | 'worker' };

/**
 * Chromium's network events (CDP `Network.*`) of a page and of every worker it starts. The page's
 * polls are sent by the poll worker (docs/decisions.md "Polls run in a worker"), whose requests a
 * CDP session on the page alone does not see; the page's session is asked to attach to each
 * worker it starts, and the worker's events come back through it. Call before the workers start.
 */
export async function networkEvents(page: Page, onEvent: (event: NetworkEvent) => void): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.requestWillBeSent', (params) =>
    onEvent({ method: 'Network.requestWillBeSent', params, from: 'page' }),
  );
  cdp.on('Network.responseReceivedExtraInfo', (params) =>
    onEvent({ method: 'Network.responseReceivedExtraInfo', params, from: 'page' }),
  );
  cdp.on('Target.attachedToTarget', (event) => {
    if (event.targetInfo.type !== 'worker') return;
    void cdp.send('Target.sendMessageToTarget', {
      sessionId: event.sessionId,
      message: JSON.stringify({ id: 1, method: 'Network.enable' }),
    });
  });
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message) as { method?: string; params?: Record<string, unknown> };
    if (typeof message.method === 'string' && message.method.startsWith('Network.') && message.params) {
      onEvent({ method: message.method, params: message.params, from: 'worker' });
    }
  });
  await cdp.send('Network.enable');
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
}
