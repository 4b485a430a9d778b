import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import type { ServerOptions } from 'socket.io';

/** socket.io over Redis pub/sub: a room emit in one API process reaches sockets of all of them. */
export class RedisIoAdapter extends IoAdapter {
  private pub?: Redis;
  private sub?: Redis;

  constructor(
    app: INestApplicationContext,
    private readonly redisUrl: string,
    private readonly canal: string,
  ) {
    super(app);
  }

  async conectar(): Promise<void> {
    this.pub = new Redis(this.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
    this.sub = this.pub.duplicate();
    await Promise.all([this.pub.connect(), this.sub.connect()]);
  }

  override createIOServer(port: number, options?: ServerOptions) {
    const server = super.createIOServer(port, options);
    if (this.pub && this.sub) server.adapter(createAdapter(this.pub, this.sub, { key: this.canal }));
    return server;
  }

  override async close(server: unknown): Promise<void> {
    await super.close(server as never);
    this.pub?.disconnect();
    this.sub?.disconnect();
  }
}
