import { createServiceApp } from '@gg/service-kit';
import type { TalkingPointStore } from './data-access/talking-point-store';
import { createTalkingPointsDomain } from './domain/talking-points';
import { talkRouter } from './entry-points/routes';

export function createTalkApp({ store }: { store: TalkingPointStore }) {
  return createServiceApp({
    name: 'talk',
    routers: [talkRouter(createTalkingPointsDomain(store))],
    health: () => ({ talkingPoints: store.count() }),
  });
}
