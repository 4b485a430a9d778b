/** Stands in for `socket.io-client` in jsdom: libs/session's live lists get a socket that never connects. */
class SocketFalso {
  on(): this {
    return this;
  }
  emit(): this {
    return this;
  }
  connect(): this {
    return this;
  }
  disconnect(): this {
    return this;
  }
  removeAllListeners(): this {
    return this;
  }
}

export const io = () => new SocketFalso();
export default io;
