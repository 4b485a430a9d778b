import { Query } from '@nestjs/cqrs';

/** A served feed: its body, its ETag and when its events last changed. */
export interface FeedIcal {
  cuerpo: string;
  etag: string;
  modificado: Date;
}

/** The feed behind secret `token` (no session: the token is the key), or null. */
export class LeerFeedIcal extends Query<FeedIcal | null> {
  constructor(readonly token: string) {
    super();
  }
}
