/**
 * A controllable stand-in for EventSource (jsdom has none): tests open it, push named events with
 * JSON data, and make it fail, and see every connection the code under test made.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  readonly withCredentials = false;

  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server answers: the stream is open. */
  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  /** A named event whose data is `data` as JSON, with an optional event id. */
  emit(type: string, data: unknown, id = ''): void {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }

  /** The connection fails or drops; `closed` when the browser would give up rather than retry. */
  fail({ closed = false }: { closed?: boolean } = {}): void {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
}

/** Puts FakeEventSource on globalThis for a test; `restore()` puts back what was there. */
export function installFakeEventSource() {
  const scope = globalThis as { EventSource?: unknown };
  const previous = scope.EventSource;
  FakeEventSource.instances = [];
  scope.EventSource = FakeEventSource;
  return {
    /** Every connection made since installing, oldest first. */
    get all(): FakeEventSource[] {
      return FakeEventSource.instances;
    },
    /** The connection made last. */
    latest(): FakeEventSource {
      const last = FakeEventSource.instances.at(-1);
      if (!last) throw new Error('no EventSource was created');
      return last;
    },
    /** Connections not closed by the code under test. */
    openConnections(): FakeEventSource[] {
      return FakeEventSource.instances.filter((s) => s.readyState !== FakeEventSource.CLOSED);
    },
    restore(): void {
      scope.EventSource = previous;
    },
  };
}
