import { render, screen } from '@testing-library/react';
import { FIRST_PAINT_ITEMS, useProgressiveList } from './use-progressive-list';

function List({ items }: { items: string[] }) {
  const shown = useProgressiveList(items);
  return <ul>{shown.map((item) => <li key={item}>{item}</li>)}</ul>;
}

const items = (n: number) => Array.from({ length: n }, (_, i) => `item ${i}`);

describe('useProgressiveList', () => {
  it('paints the first items at once and every item right after, none left out', async () => {
    let firstPaint = -1;
    function Probe({ list }: { list: string[] }) {
      const shown = useProgressiveList(list);
      if (firstPaint < 0) firstPaint = shown.length;
      return <ul>{shown.map((item) => <li key={item}>{item}</li>)}</ul>;
    }
    render(<Probe list={items(269)} />);
    expect(firstPaint).toBe(FIRST_PAINT_ITEMS);
    expect(await screen.findByText('item 268')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(269);
  });

  it('renders a short list whole from the start', () => {
    render(<List items={items(5)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });
});
