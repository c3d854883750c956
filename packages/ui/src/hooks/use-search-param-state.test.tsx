import { renderWithProviders } from '../testing';
import { act, screen } from '@testing-library/react';
import { useLocation, useNavigate } from '@gg/router';
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

it('forgets an applied update: coming back to an earlier URL another way does not replay it', () => {
  let navigate: (to: string) => void = () => {};
  function Navigator() {
    const go = useNavigate();
    navigate = (to) => go(to);
    return null;
  }
  renderWithProviders(<><Probe /><Navigator /></>, { route: '/glossary' });
  act(() => setTab('penalties')); // made from '' (no query)
  expect(screen.getByTestId('qs')).toHaveTextContent(/^\?tab=penalties$/);
  act(() => navigate('/glossary')); // back to no query, not through the hook
  expect(screen.getByTestId('qs')).toHaveTextContent(/^$/);
  act(() => setSearch('sack'));
  expect(screen.getByTestId('qs')).toHaveTextContent(/^\?search=sack$/);
});
