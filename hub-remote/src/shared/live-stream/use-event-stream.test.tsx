import { act, render } from '@testing-library/react';
import { createEventStream } from './event-stream';
import { FakeEventSource } from './testing/fake-event-source';
import { useEventStream, useStreamConnection } from './use-event-stream';

interface Events { game: { id: string } }

const makeStream = () => {
  FakeEventSource.instances = [];
  return createEventStream<Events>({ url: '/api/stream', events: ['game'], eventSource: () => FakeEventSource as unknown as typeof EventSource });
};

describe('stream hooks', () => {
  it('useStreamConnection keeps the stream open while mounted without rendering again as its status changes', () => {
    const stream = makeStream();
    let renders = 0;
    function Listener() { renders += 1; useStreamConnection(stream); return null; }
    const view = render(<Listener />);
    expect(stream.status()).toBe('connecting');
    const before = renders;
    act(() => { FakeEventSource.instances[0]!.open(); });
    expect(stream.status()).toBe('open');
    expect(renders).toBe(before);
    view.unmount();
    expect(stream.status()).toBe('off');
  });

  it('useEventStream returns the status, and "off" when not enabled', () => {
    const stream = makeStream();
    const seen: string[] = [];
    function Status({ enabled }: { enabled: boolean }) { seen.push(useEventStream(stream, enabled)); return null; }
    const view = render(<Status enabled />);
    act(() => { FakeEventSource.instances[0]!.open(); });
    expect(seen.at(-1)).toBe('open');
    view.rerender(<Status enabled={false} />);
    expect(seen.at(-1)).toBe('off');
    expect(stream.status()).toBe('off');
  });
});
