import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useProgressiveGroups, useProgressiveList } from './use-progressive-list';

const items = (n: number) => Array.from({ length: n }, (_, i) => `item ${i}`);

/** Records how many items each commit showed. */
function Probe({ list, commits, first = 15, batch }: { list: string[]; commits: number[]; first?: number; batch?: number }) {
  const shown = useProgressiveList(list, first, batch);
  useLayoutEffect(() => { commits.push(shown.length); });
  return <ul>{shown.map((item) => <li key={item}>{item}</li>)}</ul>;
}

describe('useProgressiveList', () => {
  it('commits the first items at once and the rest in batches after, none left out', async () => {
    const commits: number[] = [];
    render(<Probe list={items(100)} commits={commits} batch={30} />);
    expect(await screen.findByText('item 99')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(items(100));
    expect(commits).toEqual([15, 45, 75, 100]);
  });

  it('without a batch size, renders the rest in one go right after the first paint', async () => {
    const commits: number[] = [];
    render(<Probe list={items(269)} commits={commits} first={24} />);
    expect(await screen.findByText('item 268')).toBeInTheDocument();
    expect(commits).toEqual([24, 269]);
  });

  it('renders a short list whole from the start', () => {
    const commits: number[] = [];
    render(<Probe list={items(5)} commits={commits} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(commits).toEqual([5]);
  });

  it('shows an item added later at once when the list is already whole', async () => {
    const commits: number[] = [];
    const { rerender } = render(<Probe list={items(20)} commits={commits} />);
    expect(await screen.findByText('item 19')).toBeInTheDocument();
    rerender(<Probe list={items(21)} commits={commits} />);
    expect(screen.getByText('item 20')).toBeInTheDocument();
  });
});

type Group = { name: string; members: string[] };
const membersOf = (group: Group) => group.members;
const GROUPS: Group[] = [
  { name: 'A', members: ['a1', 'a2', 'a3'] },
  { name: 'Empty', members: [] },
  { name: 'B', members: ['b1', 'b2', 'b3', 'b4'] },
  { name: 'C', members: ['c1'] },
];

/** Records, per commit, each shown group with its shown members ("A:a1,a2"). */
function GroupsProbe({ commits, first, batch }: { commits: string[][]; first: number; batch?: number }) {
  const shown = useProgressiveGroups(GROUPS, membersOf, first, batch);
  useLayoutEffect(() => { commits.push(shown.map(({ group, items }) => `${group.name}:${items.join(',')}`)); });
  return <ul>{shown.flatMap(({ items }) => items).map((item) => <li key={item}>{item}</li>)}</ul>;
}

describe('useProgressiveGroups', () => {
  it('shows the first items across the groups in order, then the rest in batches; a group with none shown yet (or none at all) is left out', async () => {
    const commits: string[][] = [];
    render(<GroupsProbe commits={commits} first={2} batch={3} />);
    expect(await screen.findByText('c1')).toBeInTheDocument();
    expect(commits).toEqual([
      ['A:a1,a2'],
      ['A:a1,a2,a3', 'B:b1,b2'],
      ['A:a1,a2,a3', 'B:b1,b2,b3,b4', 'C:c1'],
    ]);
  });
});
