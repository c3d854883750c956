import { renderWithProviders } from '../testing';
import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { useSearchParamState } from './use-search-param-state';

let setSearch: (v: string) => void = () => {};
let setTab: (v: string) => void = () => {};
function Probe() {
  const [, s] = useSearchParamState('search');
  const [, t] = useSearchParamState('tab');
  setSearch = s;
  setTab = t;
  return <output data-testid="qs">{useLocation().search}</output>;
}

it('keeps both of two quick updates made before a re-render', () => {
  renderWithProviders(<Probe />, { route: '/glossary?search=Field%20Goal' });
  act(() => {
    setSearch('');
    setTab('penalties');
  });
  expect(screen.getByTestId('qs')).toHaveTextContent(/^\?tab=penalties$/);
});
