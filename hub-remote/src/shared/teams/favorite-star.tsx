import { Badge } from '@gg/ui';

/**
 * The mark beside a favorite team's name: a star on the kit's gold (warning) badge, which reads on
 * light and dark cards; the word says it for screen readers. The kit's Badge, not a style of its
 * own: the schedule's first load has no room to spare.
 */
export const FavoriteStar = () => <Badge tone="warning"><span aria-hidden="true">★</span><span className="gg-visually-hidden">Favorite</span></Badge>;
